/**
 * What points search engines and tools at the site: robots.txt, the absolute and encoded address of a
 * page's Markdown twin, the assistants' links with their prompt, and the one encoding of every address.
 */
import {describe, expect, it} from 'vitest';
import {assistants, twinUrl} from '../../src/config/markdown-twins';
import {assistantPrompt, pageActionsEn} from '../../src/components/PageActions/text';
import {viComponents} from '../../src/config/vi-chrome';
import {robotsTxt} from '../../src/plugins/build/robots';
import {encodePath} from '../../src/config/urls';

describe('robots.txt', () => {
  it('allows every page and names the sitemap by its absolute URL', () => {
    expect(robotsTxt('https://docs.example.com/')).toBe(
      'User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=yes\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
    expect(robotsTxt('https://example.com', '/docs/')).toContain('Sitemap: https://example.com/docs/sitemap.xml');
  });
});

describe('what points tools at the Markdown twins', () => {
  it('names a twin by its absolute URL, encoded, as the head and the assistant prompts use it', () => {
    expect(twinUrl('https://docs.example.com/', '/api/v3/campaign/create')).toBe(
      'https://docs.example.com/api/v3/campaign/create.md',
    );
    expect(twinUrl('https://docs.example.com', '/bitrix_pitel_vie/')).toBe(
      'https://docs.example.com/bitrix_pitel_vie/index.md',
    );
    expect(twinUrl('https://docs.example.com', '/bitrix_pitel_vie/category/cài-đặt')).toBe(
      'https://docs.example.com/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t.md',
    );
  });

  it('opens ChatGPT and Claude at the URLs they document, with the prompt as the q parameter', () => {
    expect(assistantPrompt(pageActionsEn, 'https://docs.example.com/a.md')).toBe(
      'Read https://docs.example.com/a.md and answer my questions about it.',
    );
    const prompt = assistantPrompt(viComponents.pageActions, 'https://docs.example.com/a.md');
    expect(prompt).toBe('Hãy đọc https://docs.example.com/a.md rồi trả lời các câu hỏi của tôi về trang này.');
    const [chatgpt, claude] = assistants.map((a) => new URL(a.href(prompt)));
    expect(`${chatgpt.origin}${chatgpt.pathname}`).toBe('https://chatgpt.com/');
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    expect([chatgpt.searchParams.get('q'), claude.searchParams.get('q')]).toEqual([prompt, prompt]);
    // Spaces and the prompt's own "&" or "#" cannot end the parameter.
    expect(assistants[0].href('a & b #c')).toBe('https://chatgpt.com/?q=a%20%26%20b%20%23c');
  });
});

describe('one encoding for every address (src/config/urls.ts)', () => {
  it('encodes a raw route path and leaves an encoded one as it is', () => {
    const encoded = '/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t';
    expect(encodePath('/bitrix_pitel_vie/category/cài-đặt')).toBe(encoded);
    expect(encodePath(encoded)).toBe(encoded);
    expect(encodePath('/guide/portal_callcenter_guide_vie/queue')).toBe('/guide/portal_callcenter_guide_vie/queue');
    // A malformed escape does not throw: it is encoded as written.
    expect(encodePath('/a%zz')).toBe('/a%25zz');
  });
});
