import { PAGE_HEADS } from '@teenfreelance/contracts/page-heads';
import { NOT_FOUND_PAGE, PAGES, type PageKey } from '@teenfreelance/contracts/pages';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, useTitleSubject } from './document-title.tsx';

function Subject({ name, isNotFound }: { name?: string; isNotFound?: boolean }) {
  useTitleSubject(name, isNotFound);
  return null;
}

describe('DocumentTitle', () => {
  it("sets the title the server writes into each page's head", () => {
    for (const key of Object.keys(PAGES) as PageKey[]) {
      const { unmount } = render(
        <DocumentTitle page={PAGES[key]}>
          <p>page</p>
        </DocumentTitle>,
      );
      expect(document.title, key).toBe(PAGE_HEADS[key].title);
      unmount();
    }
  });

  it("names the page's subject, and a subject that is not there", () => {
    const { rerender } = render(
      <DocumentTitle page={PAGES.exploreCategory}>
        <Subject name="Writing" />
      </DocumentTitle>,
    );
    expect(document.title).toBe('Writing Services | TeenFreelance');
    rerender(
      <DocumentTitle page={PAGES.exploreCategory}>
        <Subject isNotFound />
      </DocumentTitle>,
    );
    expect(document.title).toBe(NOT_FOUND_PAGE.title);
  });
});
