import { Marked, type Tokens } from 'marked';
import { useMemo, type ReactNode } from 'react';
import homeShot from '../../../../../docs/screenshot-home.png';
import loginShot from '../../../../../docs/screenshot-login.png';
import readme from '../../../../../README.md?raw';
import { sanitizeHtml } from '../../shared/utils/sanitize-html.ts';
import './readme-view.css';

// The README's pictures, bundled with this view (its paths are relative to the repository's root).
const PICTURES: Readonly<Record<string, string>> = {
  'docs/screenshot-home.png': homeShot,
  'docs/screenshot-login.png': loginShot,
};

const markdown = new Marked({
  walkTokens(token) {
    if (token.type === 'image') {
      const image = token as Tokens.Image;
      image.href = PICTURES[image.href] ?? '';
    }
  },
});

/** The repository's README as the product ships it, rendered from its Markdown (built into this chunk). */
export function ReadmeView(): ReactNode {
  const html = useMemo(() => sanitizeHtml(markdown.parse(readme, { async: false })), []);
  return <article className="readme-view" dangerouslySetInnerHTML={{ __html: html }} />;
}
