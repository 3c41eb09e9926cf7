import { describe, expect, it } from 'vitest';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import { JOBS_PATH, jobPath, type JobDetail, type JobPage } from '@teenfreelance/contracts/job-posts';
import { jobProposalsPath, type ProposalList } from '@teenfreelance/contracts/proposals';
import { DISGUISED_CONTACT_REFUSED } from '@teenfreelance/contracts/screening/contact-kinds';
import { ORDINARY_MESSAGES } from '@teenfreelance/contracts/screening/corpus';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { jobBody, postJob, postedJob, proposalBody, sentProposal } from '../../testing/job-helpers.ts';
import { makeTeen } from '../../testing/minor-helpers.ts';
import { testAppForTests } from '../../testing/set-up-for-tests.ts';

/** Job posts and proposals as each reader sees them (docs/decisions/0065). */

const t = testAppForTests();
const DESCRIPTION = 'A friendly logo for my bakery, two colour versions. Email me at tim.baker@gmail.com';

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });
const user = (role: 'buyer' | 'freelancer', name: string) => buildUser(t.app, t.database.db, { role, name });

async function teen() {
  const freelancer = await user('freelancer', 'Tia Teen');
  await makeTeen(t.database.db, freelancer.id);
  return freelancer;
}

describe('job posts and proposals through the screening', () => {
  it('shows a teen a post’s contact details masked, in the list and on the page; adults read it as written', async () => {
    const poster = await user('buyer', 'Ben Buyer');
    const job = await postedJob(t.app, poster, jobBody({ description: DESCRIPTION, skills: 'Logo, snap benbuyer22' }));
    const reader = await teen();
    const seen = (await get(jobPath(job.id), reader)).json<JobDetail>();
    expect(seen.description).toBe(`A friendly logo for my bakery, two colour versions. Email me at ${MASK}`);
    expect(seen.skills.join(' ')).not.toContain('benbuyer22');
    const card = (await get(JOBS_PATH, reader)).json<JobPage>().jobs.find((one) => one.id === job.id);
    expect(card?.preview).not.toContain('tim.baker');
    expect((await get(jobPath(job.id), await user('freelancer', 'Al Adult'))).json<JobDetail>().description).toBe(
      DESCRIPTION,
    );
    expect((await get(jobPath(job.id))).json<JobDetail>().description).toBe(DESCRIPTION);
  });

  it('refuses a disguised contact detail in a post, on its field', async () => {
    const poster = await user('buyer', 'Ben Buyer');
    const response = await postJob(
      t.app,
      poster,
      jobBody({ description: 'A logo for my bakery. Write to j o h n @ g m a i l . c o m with ideas.' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.description', message: DISGUISED_CONTACT_REFUSED }] },
    });
  });

  it('masks a teen’s proposal for the poster too, as their messages are', async () => {
    const poster = await user('buyer', 'Ben Buyer');
    const job = await postedJob(t.app, poster);
    const letter = 'Hi! I have designed logos for three local shops. Call me on 555-867-5309 to talk it through.';
    const proposal = await sentProposal(t.app, await teen(), job.id, proposalBody({ coverLetter: letter }));
    const { proposals } = (await get(jobProposalsPath(job.id), poster)).json<ProposalList>();
    const read = proposals.find((item) => item.id === proposal.id);
    expect(read?.coverLetter).toBe(
      `Hi! I have designed logos for three local shops. Call me on ${MASK} to talk it through.`,
    );
  });

  it('brings ordinary descriptions to a teen exactly as written', async () => {
    const poster = await user('buyer', 'Ben Buyer');
    const reader = await teen();
    // Ten posts an hour per poster: the longest ordinary messages, each a description.
    const texts = [...ORDINARY_MESSAGES].filter((text) => text.length >= 30).slice(0, 9);
    for (const text of texts) {
      const job = await postedJob(t.app, poster, jobBody({ description: text }));
      expect((await get(jobPath(job.id), reader)).json<JobDetail>().description).toBe(text);
    }
  });
});
