/**
 * `pitel-docs:component-imports`: a page imports each component of PAGE_COMPONENTS it renders (the
 * code-sample tabs, the shared facts' short statements), from its module, and imports none it does not
 * render. MDXComponents does not offer them (src/plugins/shared/page-imports.ts): a page that renders
 * one without its import stops the build, and an import the page does not render puts the component's
 * chunk on that page's first visit for nothing.
 *
 * A render counts as an element (`<Tabs>`), or as JSX inside an expression or an attribute value
 * (`{v3 && <Tabs>…</Tabs>}`, `note={<TokenLifetime />}`). A name the page declares itself (`export const
 * Tabs = …`) is the page's own and not checked. The tabs the API reference renders at build time are
 * imported by its remark step, not by the page.
 */
import type {Root} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {
  declaredNames,
  importsFor,
  isPageComponent,
  PAGE_COMPONENTS,
  renderedElements,
} from '../../src/plugins/shared/page-imports';

const place = (f: {line?: number; column?: number}) => ({line: f.line ?? 1, column: f.column ?? 1});

export const componentImports = lintRule<Root>({origin: 'pitel-docs:component-imports'}, (tree, file) => {
  const declared = declaredNames(tree);
  const rendered = renderedElements(tree).filter((f) => isPageComponent(f.name));
  const declaredHere = new Set(declared.map((d) => d.name));
  // Each component rendered without an import, reported once, where the page first renders it.
  const reported = new Set<string>();
  for (const use of rendered) {
    if (declaredHere.has(use.name) || reported.has(use.name)) continue;
    reported.add(use.name);
    file.message(
      `Unexpected \`<${use.name}>\` without an import, expected \`${importsFor([use.name])[0]}\` after the front matter`,
      {place: place(use)},
    );
  }
  const renderedHere = new Set(rendered.map((f) => f.name));
  for (const d of declared) {
    if (!d.from || !isPageComponent(d.name)) continue;
    const {from, named} = PAGE_COMPONENTS[d.name];
    if (d.from !== from || d.imported !== (named ? d.name : 'default'))
      file.message(`Unexpected import of \`${d.name}\` from \`${d.from}\`, expected \`${importsFor([d.name])[0]}\``, {
        place: place(d),
      });
    if (!renderedHere.has(d.name))
      file.message(`Unexpected import of \`${d.name}\`, which the page never renders: remove it`, {place: place(d)});
  }
});
