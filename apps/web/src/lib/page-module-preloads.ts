import { PAGE_MODULE_PRELOADS_ID } from '@teenfreelance/contracts/api-paths';
import { nextTask } from './next-task.ts';

/**
 * How many of the page's chunks to ask for in one task: each costs the main thread about a millisecond
 * here, over two under Lighthouse, and the gig page has over 40 (decision 0106).
 */
const LINKS_PER_TASK = 4;

/**
 * Moves the module preloads the server put aside for a page it rendered (a `<template>`, so they wait
 * until the page has painted) into the head, a few a task. Loading the page's module then finds its
 * chunks asked for already, and adds none of its own in one long task.
 */
export async function addPageModulePreloads(): Promise<void> {
  const template = document.getElementById(PAGE_MODULE_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  template.remove();
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    document.head.append(...links.slice(start, start + LINKS_PER_TASK));
    await nextTask();
  }
}
