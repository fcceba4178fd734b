import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {editionItems} from '../src/config/sidebar-editions';
import english from './portal_callcenter_guide';

/** The Vietnamese edition's sidebar: the English guide's items, in the same order, with Vietnamese labels. */
const sidebars: SidebarsConfig = {portal_callcenter_guide_vie: editionItems(english.portal_callcenter_guide)};

export default sidebars;
