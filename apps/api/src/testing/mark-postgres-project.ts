import { beforeEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Set on every test of the api-pg project, so CI can prove the PostgreSQL run happened. */
    project?: string;
  }
}

beforeEach(({ task }) => {
  task.meta.project = 'api-pg';
});
