/**
 * Fork of @docusaurus/theme-classic/src/theme/NavbarItem/ComponentTypes.tsx, Docusaurus 3.10.2 (the theme
 * marks it safe to eject: it is the documented place to add a `custom-` type).
 * Changed: the map lists only the types the site's navbar uses (src/config/site.ts, `navbarItems`, and
 * the items the navbar components of src/theme/NavbarItem build), plus `custom-languageMenu`, the
 * language menu of ./LanguageMenu, which replaces the stock `localeDropdown` (the site has one Docusaurus
 * locale, so the stock menu named "English" on every page and linked to the page itself). Left out:
 * `localeDropdown`, `doc`, `docsVersion`, `docsVersionDropdown`.
 * Why: the map is in every page's main.js, and so is every component it names; none of the four left
 * out can render here (one locale, one version per section, no doc item).
 * A navbar item of a type this map lacks stops the build (the theme's NavbarItem throws while the HTML
 * is rendered); tests/unit/theme-replacements.test.ts says so sooner, and also fails on a type left in the
 * map that nothing names. tests/unit/forks.test.ts watches the upstream file.
 */
import type {ComponentType} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import LanguageMenu from './LanguageMenu';

// Each component takes its own props; NavbarItem passes an item's config to the one its type names.
const ComponentTypes: Readonly<Record<string, ComponentType<never>>> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  // The language menu's "not available" line (./LanguageMenu).
  html: HtmlNavbarItem,
  'custom-languageMenu': LanguageMenu,
};

export default ComponentTypes;
