import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {editionItems} from '../src/config/sidebar-editions';
import english from './portal_autocall_guide';

/** The Vietnamese edition's sidebar: the English guide's items, in the same order, with Vietnamese labels. */
const sidebars: SidebarsConfig = {portal_autocall_guide_vie: editionItems(english.portal_autocall_guide)};

export default sidebars;
