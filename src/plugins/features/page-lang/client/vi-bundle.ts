/**
 * Every Vietnamese string of the chrome, in one module, read through ./strings.ts.
 */
import {viTheme} from './vi-theme';
import {viChrome, viComponents, viGuides, viLabels} from '../../../../config/vi-chrome';

const viStrings = {
  /** The classic theme's strings, by translation id. */
  theme: viTheme,
  /** The navbar and footer labels of the site config, by their English label. */
  labels: viLabels as Readonly<Record<string, string>>,
  /** The project components' strings, by id (English: src/config/chrome-text.ts). */
  chrome: viChrome,
  /** The string tables of the components every doc page shows, by component (English beside each). */
  components: viComponents,
  /** The Vietnamese 404 page's links. */
  guides: viGuides,
};

export type ViStrings = typeof viStrings;

export default viStrings;
