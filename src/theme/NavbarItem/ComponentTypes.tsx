/**
 * Wraps the classic theme's navbar item types (`@theme-original/NavbarItem/ComponentTypes`, the theme's
 * documented place for a `custom-` type) to add `custom-languageMenu`: the language menu of
 * ./LanguageMenu, which stands in for the stock `localeDropdown` (the site has one Docusaurus locale, so
 * the stock menu would name "English" on every page and link to the page itself).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageMenu from './LanguageMenu';

export default {
  ...ComponentTypes,
  'custom-languageMenu': LanguageMenu,
};
