/**
 * bench data: generates a realistic catalogue in PostgreSQL, one database per
 * size (`tf_bench_10000`, `tf_bench_100000`, `tf_bench_1000000`), entirely in
 * SQL (generate_series over arrays of words) so a million gigs take a minute
 * or two, not hours through the API. A database that already holds the size is
 * reused (and migrated to the current schema). `--pglite` also builds the
 * smallest size in a PGlite data directory under the system's temp folder. Sizes: `--sizes=10000,100000` (default) or any list, e.g.
 * `npm run bench -- data --sizes=1000000`. The admin connection comes from
 * BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { printTable, type Figures } from './lib/report.ts';

export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_SIZES = [10_000, 100_000];

/** `--sizes=10000,100000` from the command line, else the default. */
export function requestedSizes(): number[] {
  const arg = process.argv.find((a) => a.startsWith('--sizes='));
  if (!arg) return DEFAULT_SIZES;
  const sizes = arg
    .slice('--sizes='.length)
    .split(',')
    .map((s) => Number(s.replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n > 5_000_000)) {
    throw new Error(`--sizes takes whole numbers between 100 and 5,000,000, got ${arg}`);
  }
  return sizes;
}

/** The URL of database `name` on the bench's PostgreSQL server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The catalogue database of a size: `tf_bench_{size}`, or with another prefix
 * from BENCH_DATABASE_PREFIX, so engineers sharing one PostgreSQL server can
 * each keep catalogues migrated to their own schema.
 */
export function benchDatabaseName(size: number): string {
  return `${process.env.BENCH_DATABASE_PREFIX ?? 'tf_bench_'}${size}`;
}

export function benchDatabaseUrl(size: number): string {
  return databaseUrl(benchDatabaseName(size));
}

// Vocabulary: what teen freelancers offer, who for, and how. Titles combine
// verb + adjective + noun + audience; descriptions draw ~40 words from all lists
// plus a general vocabulary, so full-text search has realistic selectivity.
export const VERBS = [
  'design',
  'create',
  'build',
  'write',
  'edit',
  'animate',
  'record',
  'translate',
  'code',
  'develop',
  'draw',
  'illustrate',
  'produce',
  'mix',
  'compose',
  'manage',
  'optimize',
  'proofread',
  'transcribe',
  'paint',
  'model',
  'sketch',
  'film',
  'photograph',
  'voice',
  'narrate',
  'research',
  'plan',
  'fix',
  'improve',
  'launch',
  'grow',
  'style',
  'format',
  'convert',
  'organize',
  'tutor',
  'teach',
  'review',
  'test',
];
export const ADJECTIVES = [
  'modern',
  'minimalist',
  'creative',
  'professional',
  'cute',
  'colorful',
  'clean',
  'responsive',
  'catchy',
  'engaging',
  'unique',
  'custom',
  'simple',
  'bold',
  'elegant',
  'playful',
  'vintage',
  'retro',
  'futuristic',
  'cozy',
  'fast',
  'affordable',
  'detailed',
  'fun',
  'friendly',
  'eye-catching',
  'stunning',
  'handmade',
  'hand-drawn',
  'original',
  'seo-friendly',
  'mobile-friendly',
  'cinematic',
  'lofi',
  'epic',
  'relaxing',
  'funny',
  'heartfelt',
  'polished',
  'quirky',
];
export const NOUNS = [
  'logo',
  'website',
  'landing page',
  'blog post',
  'article',
  'video',
  'animation',
  'intro',
  'podcast',
  'song',
  'beat',
  'jingle',
  'voiceover',
  'illustration',
  'portrait',
  'cartoon',
  'comic',
  'sticker',
  'poster',
  'flyer',
  'banner',
  'thumbnail',
  'instagram post',
  'tiktok video',
  'youtube channel',
  'app',
  'game',
  'discord bot',
  'spreadsheet',
  'presentation',
  'resume',
  'cover letter',
  'essay',
  'story',
  'poem',
  'song lyrics',
  'translation',
  'subtitle',
  'infographic',
  'brand kit',
  'mascot',
  'emote',
  'avatar',
  'pixel art',
  '3d model',
  'character design',
  'wallpaper',
  'album cover',
  'book cover',
  'newsletter',
  'product description',
  'social media plan',
  'data sheet',
  'chatbot',
  'ai prompt',
  'photo edit',
  'music video',
  'trailer',
  'montage',
  'gif',
  'meme',
  'business card',
  'menu',
  'invitation',
  'certificate',
  'tshirt design',
  'tattoo design',
  'pet portrait',
  'family portrait',
  'map',
];
export const AUDIENCES = [
  'your brand',
  'your business',
  'your band',
  'your club',
  'your school project',
  'your startup',
  'your shop',
  'your channel',
  'your stream',
  'your podcast',
  'your bakery',
  'your cafe',
  'your team',
  'your event',
  'your wedding',
  'your birthday',
  'your family',
  'your pet',
  'your game',
  'your app',
  'your nonprofit',
  'your charity',
  'your gym',
  'your salon',
  'your restaurant',
  'your etsy store',
  'your portfolio',
  'your book',
  'your website',
  'your campaign',
];
export const GENERAL = [
  'quality',
  'delivery',
  'revision',
  'files',
  'source',
  'format',
  'color',
  'style',
  'concept',
  'idea',
  'draft',
  'final',
  'feedback',
  'communication',
  'deadline',
  'budget',
  'experience',
  'portfolio',
  'sample',
  'client',
  'customer',
  'project',
  'order',
  'package',
  'basic',
  'standard',
  'premium',
  'extra',
  'bonus',
  'commercial',
  'use',
  'rights',
  'ownership',
  'support',
  'update',
  'change',
  'request',
  'detail',
  'message',
  'question',
  'answer',
  'happy',
  'satisfaction',
  'guarantee',
  'unlimited',
  'quick',
  'response',
  'hour',
  'day',
  'week',
  'weekend',
  'student',
  'school',
  'summer',
  'holiday',
  'gift',
  'surprise',
  'community',
  'local',
  'online',
  'digital',
  'print',
  'social',
  'media',
  'marketing',
  'audience',
  'growth',
  'followers',
  'views',
  'engagement',
  'strategy',
  'content',
  'calendar',
  'schedule',
  'caption',
  'hashtag',
  'keyword',
  'ranking',
  'google',
  'search',
  'traffic',
  'conversion',
  'react',
  'javascript',
  'python',
  'html',
  'css',
  'wordpress',
  'shopify',
  'figma',
  'photoshop',
  'illustrator',
  'procreate',
  'blender',
  'premiere',
  'aftereffects',
  'canva',
  'garageband',
  'fl',
  'studio',
  'ableton',
  'audacity',
  'unity',
  'roblox',
  'minecraft',
  'scratch',
  'excel',
  'sheets',
  'notion',
  'english',
  'spanish',
  'french',
  'german',
  'japanese',
  'korean',
  'chinese',
  'italian',
  'portuguese',
  'guitar',
  'piano',
  'drums',
  'vocals',
  'rap',
  'pop',
  'rock',
  'jazz',
  'classical',
  'edm',
  'ambient',
  'acoustic',
  'watercolor',
  'ink',
  'pencil',
  'digital',
  'vector',
  'pixel',
  'anime',
  'manga',
  'realistic',
  'abstract',
  'geometric',
  'floral',
  'nature',
  'ocean',
  'space',
  'city',
  'mountain',
  'forest',
  'sunset',
  'neon',
  'pastel',
  'monochrome',
  'gradient',
  'typography',
  'lettering',
  'font',
];

export const CATEGORY_SLUGS = [
  'graphic-design',
  'web-development',
  'writing',
  'digital-marketing',
  'video',
  'music',
  'ai-services',
  'social-media',
  'voice-over',
  'translation',
  'data-entry',
  'illustration',
  'manufacturing',
];

/** One statement on the bench's PostgreSQL server as its administrator (databases are made and dropped here). */
export async function adminQuery<T extends pg.QueryResultRow>(sqlText: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await admin.query<T>(sqlText, values);
  } finally {
    await admin.end();
  }
}

/** Runs one statement, on PostgreSQL or PGlite alike. */
type Run = (sqlText: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Where the PGlite catalogue of a size lives (`--pglite`): reused between runs like the PostgreSQL ones. */
export function benchPgliteDir(size: number): string {
  return path.join(os.tmpdir(), `tf-bench-pglite-${size}`);
}

async function heldGigs(run: Run): Promise<number | null> {
  const done = await run(`select to_regclass('public.bench_done') as t`);
  if (!done.rows[0]?.t) return null;
  const r = await run('select count(*)::int as n from gigs');
  return Number(r.rows[0]?.n ?? 0);
}

/** A text[] literal of plain words (the vocabulary above: no quotes, no backslashes). */
const words = (list: readonly string[]) => `array[${list.map((w) => `'${w}'`).join(',')}]::text[]`;

/**
 * Fills an empty, migrated database with `size` gigs: set-based INSERT ... SELECT
 * over generate_series, with the secondary indexes dropped for the load and
 * built once after it (from their own definitions), then VACUUM ANALYZE.
 */
async function generate(run: Run, size: number): Promise<void> {
  const indexes = await run(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in ('gigs', 'gig_images') and indexname not like '%_pkey'`,
  );
  for (const ix of indexes.rows) await run(`drop index "${String(ix.indexname)}"`);

  const sellers = Math.max(100, Math.round(size / 20));
  await run(
    `insert into users (id, name, email, role, is_pro, created_at, updated_at)
     select 'bench-seller-' || i,
            'Seller ' || i,
            'seller' || i || '@bench.invalid',
            'freelancer',
            (hashtext('pro' || i) % 100 + 100) % 100 < 15,
            now() - (random() * interval '900 days'),
            now()
       from generate_series(1, ${sellers}) as i`,
  );
  // The description's words are drawn per gig from one shuffled pool of 65,536
  // words (an array slice per row): the same vocabulary and lengths as
  // drawing each word on its own, at a fraction of the random() calls.
  await run(
    `with words as (
       select ${words(VERBS)} as verbs, ${words(ADJECTIVES)} as adjs, ${words(NOUNS)} as nouns,
              ${words(AUDIENCES)} as auds, ${words(GENERAL)} as general, ${words(CATEGORY_SLUGS)} as cats
     ), pool as (
       select array_agg(word order by random()) as pool
         from (select case (g % 4)
                        when 0 then w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int]
                        when 1 then w.verbs[1 + floor(random() * array_length(w.verbs, 1))::int]
                        when 2 then w.adjs[1 + floor(random() * array_length(w.adjs, 1))::int]
                        else w.general[1 + floor(random() * array_length(w.general, 1))::int]
                      end as word
                 from generate_series(1, 65536) as g cross join words w) drawn
     ), rows as (
       select i,
              1 + floor(random() * ${sellers})::int as seller,
              random() as r_price, random() as r_rating, random() as r_reviews, random() as r_delivery,
              floor(random() * 65000)::int as r_from,
              gen_random_uuid() as picture
         from generate_series(1, ${size}) as i
     )
     insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, revisions,
                       category_slug, tags, status, is_public, is_pro, rating, review_count, created_at, updated_at,
                       first_image)
     select 'bench-seller-' || rows.seller,
            left(initcap(w.verbs[1 + floor(random() * array_length(w.verbs, 1))::int]) || ' a '
              || w.adjs[1 + floor(random() * array_length(w.adjs, 1))::int] || ' '
              || w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int] || ' for '
              || w.auds[1 + floor(random() * array_length(w.auds, 1))::int], 80),
            left('A ' || w.adjs[1 + floor(random() * array_length(w.adjs, 1))::int] || ' '
              || w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int] || ' with '
              || w.general[1 + floor(random() * array_length(w.general, 1))::int] || ' and '
              || w.general[1 + floor(random() * array_length(w.general, 1))::int] || ', delivered on time.', 150),
            array_to_string(p.pool[1 + rows.r_from : rows.r_from + 40 + (rows.i % 30)], ' '),
            -- Mostly small prices, a long tail up to 1000.
            greatest(500, least(100000, (500 + floor(power(rows.r_price, 3) * 99500))::int / 100 * 100)),
            (array[1, 1, 2, 3, 3, 3, 5, 7, 7, 10, 14, 21, 30])[1 + floor(rows.r_delivery * 13)::int],
            (array['Unlimited', '1 revision', '2 revisions', '3 revisions'])[1 + (rows.i % 4)],
            w.cats[1 + (rows.i % array_length(w.cats, 1))],
            array[w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int],
                  w.general[1 + floor(random() * array_length(w.general, 1))::int]],
            'published',
            true,
            u.is_pro,
            case when rows.r_reviews < 0.3 then 0 else round((3 + power(rows.r_rating, 0.5) * 2)::numeric, 1) end,
            case when rows.r_reviews < 0.3 then 0 else floor(power(rows.r_reviews, 4) * 300)::int + 1 end,
            now() - (random() * interval '730 days'),
            now(),
            -- The picture inserted below: its id and storage key, as the copy trigger would write them.
            array[rows.picture::text, md5(rows.picture::text)]
       from rows
       cross join words w
       cross join pool p
       join users u on u.id = 'bench-seller-' || rows.seller`,
  );
  // Each gig's one picture, from what its row already carries (first_image): the
  // trigger that copies a first picture onto its gig (migration 0019) would look
  // each gig's pictures up again, one by one, with their index dropped for the load.
  await run('alter table gig_images disable trigger gig_images_copy_first_insert');
  await run(
    `insert into gig_images (id, gig_id, position, storage_key, width, height)
     select first_image[1]::uuid, id, 0, first_image[2], 1200, 800 from gigs`,
  );
  await run('alter table gig_images enable trigger gig_images_copy_first_insert');
  for (const ix of indexes.rows) await run(String(ix.indexdef));
  await run('vacuum analyze');
  await run('create table bench_done (at timestamptz default now())');
}

/** Makes sure `tf_bench_{size}` (benchDatabaseName) holds exactly `size` generated gigs; returns seconds spent generating (0 when reused). */
export async function ensureBenchData(size: number): Promise<{ size: number; seconds: number; reused: boolean }> {
  const name = benchDatabaseName(size);
  const exists = await adminQuery('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount !== 0) {
    const existing = await openPostgres(benchDatabaseUrl(size), { max: 1 });
    const pool = existing.pool;
    try {
      if (pool && (await heldGigs((text) => pool.query(text))) === size) {
        // Reused: bring its schema (indexes) up to date with the current migrations.
        await runMigrations(existing);
        await pool.query('vacuum analyze gigs');
        return { size, seconds: 0, reused: true };
      }
    } finally {
      await existing.close();
    }
  }
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  const started = performance.now();
  const handle = await openPostgres(benchDatabaseUrl(size), { max: 1 });
  try {
    await runMigrations(handle);
    const pool = handle.pool;
    if (!pool) throw new Error('no pool');
    await pool.query(`set maintenance_work_mem = '512MB'`);
    await pool.query(`set synchronous_commit = off`);
    await generate((text) => pool.query(text), size);
  } finally {
    await handle.close();
  }
  return { size, seconds: (performance.now() - started) / 1000, reused: false };
}

/** The same catalogue in a PGlite data directory (`--pglite`), generated once and reused. */
export async function ensurePgliteData(size: number): Promise<{ size: number; seconds: number; reused: boolean }> {
  const dir = benchPgliteDir(size);
  const started = performance.now();
  if (existsSync(dir)) {
    const existing = await openPglite({ dataDir: dir });
    try {
      const pglite = existing.pglite;
      if (pglite && (await heldGigs((text) => pglite.query(text))) === size) {
        await runMigrations(existing);
        return { size, seconds: 0, reused: true };
      }
    } finally {
      await existing.close();
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const handle = await openPglite({ dataDir: dir });
  try {
    await runMigrations(handle);
    const pglite = handle.pglite;
    if (!pglite) throw new Error('no PGlite');
    await generate((text) => pglite.query(text), size);
  } finally {
    await handle.close();
  }
  return { size, seconds: (performance.now() - started) / 1000, reused: false };
}

/** `--pglite` on the command line: the PGlite catalogue of the smallest size is measured too. */
export const withPglite = (): boolean => process.argv.includes('--pglite');

export async function run(): Promise<Figures> {
  const results = [];
  for (const size of requestedSizes()) {
    console.log(`generating ${size.toLocaleString('en-US')} gigs (or reusing ${benchDatabaseName(size)})...`);
    results.push({ ...(await ensureBenchData(size)), database: benchDatabaseName(size) });
  }
  if (withPglite()) {
    const size = Math.min(...requestedSizes());
    console.log(`generating ${size.toLocaleString('en-US')} gigs in PGlite (or reusing ${benchPgliteDir(size)})...`);
    results.push({ ...(await ensurePgliteData(size)), database: `PGlite ${benchPgliteDir(size)}` });
  }
  printTable(
    ['gigs', 'database', 'generated in (s)'],
    results.map((r) => [r.size.toLocaleString('en-US'), r.database, r.reused ? 'reused' : r.seconds.toFixed(1)]),
  );
  return { sizes: results };
}
