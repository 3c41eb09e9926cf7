import { PAGE_MODULE_PRELOADS_ID } from '@teenfreelance/contracts/api-paths';
import { afterEach, describe, expect, it } from 'vitest';
import { addPageModulePreloads } from './page-module-preloads.ts';

const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the module preloads a rendered page put aside (decision 0106)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('moves them into the head a few a task, in order, and leaves no template behind', async () => {
    const hrefs = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    document.body.innerHTML = `<template id="${PAGE_MODULE_PRELOADS_ID}">${hrefs
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('')}</template>`;

    const done = addPageModulePreloads();
    // The first few in this task; the others wait for the tasks after it.
    expect(preloadsInHead()).toEqual(hrefs.slice(0, 4));
    await done;
    expect(preloadsInHead()).toEqual(hrefs);
    expect(document.getElementById(PAGE_MODULE_PRELOADS_ID)).toBeNull();
  });

  it('does nothing on a page without them', async () => {
    await addPageModulePreloads();
    expect(preloadsInHead()).toEqual([]);
  });
});
