/**
 * The classic theme's navbar item types (@docusaurus/theme-classic 3.10.2, NavbarItem/ComponentTypes,
 * the documented way to add a `custom-` type), plus `custom-languageMenu`: the language menu of
 * src/theme/NavbarItem/LanguageMenu, which replaces the stock `localeDropdown` (the site has one
 * Docusaurus locale, so the stock menu named "English" on every page and linked to the page itself).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageMenu from './LanguageMenu';

export default {
  ...ComponentTypes,
  'custom-languageMenu': LanguageMenu,
};
