/**
 * bench data: generates a realistic catalogue in PostgreSQL, one database per
 * size (`tf_bench_10000`, `tf_bench_100000`, `tf_bench_1000000`), entirely in
 * SQL (generate_series over arrays of words) so a million gigs take a minute
 * or two, not hours through the API. A database that already holds the size is
 * reused. Sizes: `--sizes=10000,100000` (default) or any list, e.g.
 * `npm run bench -- data --sizes=1000000`. The admin connection comes from
 * BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
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

export function benchDatabaseUrl(size: number): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/tf_bench_${size}`;
  return url.toString();
}

// Vocabulary: what teen freelancers offer, who for, and how. Titles combine
// verb + adjective + noun + audience; descriptions draw ~40 words from all lists
// plus a general vocabulary, so full-text search has realistic selectivity.
const VERBS = [
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
const ADJECTIVES = [
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
const NOUNS = [
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
const AUDIENCES = [
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
const GENERAL = [
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

const CATEGORY_SLUGS = [
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

async function adminQuery<T extends pg.QueryResultRow>(sqlText: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await admin.query<T>(sqlText, values);
  } finally {
    await admin.end();
  }
}

async function countGigs(size: number): Promise<number | null> {
  const exists = await adminQuery('select 1 from pg_database where datname = $1', [`tf_bench_${size}`]);
  if (exists.rowCount === 0) return null;
  const client = new pg.Client({ connectionString: benchDatabaseUrl(size) });
  await client.connect();
  try {
    const done = await client.query(`select to_regclass('public.bench_done') as t`);
    if (!done.rows[0]?.t) return null;
    const r = await client.query<{ n: string }>('select count(*)::text as n from gigs');
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Makes sure `tf_bench_{size}` holds exactly `size` generated gigs; returns seconds spent generating (0 when reused). */
export async function ensureBenchData(size: number): Promise<{ size: number; seconds: number; reused: boolean }> {
  if ((await countGigs(size)) === size) {
    // Reused: bring its schema (indexes) up to date with the current migrations.
    const existing = await openPostgres(benchDatabaseUrl(size), { max: 1 });
    try {
      await runMigrations(existing);
      await existing.pool?.query('vacuum analyze gigs');
    } finally {
      await existing.close();
    }
    return { size, seconds: 0, reused: true };
  }
  const name = `tf_bench_${size}`;
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  const started = performance.now();
  const handle = await openPostgres(benchDatabaseUrl(size), { max: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }

  const client = new pg.Client({ connectionString: benchDatabaseUrl(size) });
  await client.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`set synchronous_commit = off`);
    // Indexes are dropped for the bulk insert and rebuilt after, from their own definitions.
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename in ('gigs', 'gig_images') and indexname not like '%_pkey'`,
    );
    for (const ix of indexes.rows) await client.query(`drop index "${ix.indexname}"`);

    const sellers = Math.max(100, Math.round(size / 20));
    await client.query(
      `insert into users (id, name, email, role, is_pro, created_at, updated_at)
       select 'bench-seller-' || i,
              'Seller ' || i,
              'seller' || i || '@bench.invalid',
              'freelancer',
              (hashtext('pro' || i) % 100 + 100) % 100 < 15,
              now() - (random() * interval '900 days'),
              now()
         from generate_series(1, $1::int) as i`,
      [sellers],
    );

    await client.query(
      `with words as (
         select $2::text[] as verbs, $3::text[] as adjs, $4::text[] as nouns, $5::text[] as auds,
                $6::text[] as general, $7::text[] as cats
       ), rows as (
         select i,
                1 + floor(random() * $8::int)::int as seller,
                random() as r_price, random() as r_rating, random() as r_reviews, random() as r_delivery
           from generate_series(1, $1::int) as i
       )
       insert into gigs (seller_id, title, short_description, description, price_cents, delivery_days, revisions,
                         category_slug, tags, status, is_public, is_pro, rating, review_count, created_at, updated_at)
       select 'bench-seller-' || rows.seller,
              left(initcap(w.verbs[1 + floor(random() * array_length(w.verbs, 1))::int]) || ' a '
                || w.adjs[1 + floor(random() * array_length(w.adjs, 1))::int] || ' '
                || w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int] || ' for '
                || w.auds[1 + floor(random() * array_length(w.auds, 1))::int], 80),
              left('A ' || w.adjs[1 + floor(random() * array_length(w.adjs, 1))::int] || ' '
                || w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int] || ' with '
                || w.general[1 + floor(random() * array_length(w.general, 1))::int] || ' and '
                || w.general[1 + floor(random() * array_length(w.general, 1))::int] || ', delivered on time.', 150),
              (select string_agg(
                        case (g % 4)
                          when 0 then w.nouns[1 + floor(random() * array_length(w.nouns, 1))::int]
                          when 1 then w.verbs[1 + floor(random() * array_length(w.verbs, 1))::int]
                          when 2 then w.adjs[1 + floor(random() * array_length(w.adjs, 1))::int]
                          else w.general[1 + floor(random() * array_length(w.general, 1))::int]
                        end, ' ')
                 from generate_series(1, 40 + (rows.i % 30)) as g where rows.i > 0),
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
              now()
         from rows
         cross join words w
         join users u on u.id = 'bench-seller-' || rows.seller`,
      [size, VERBS, ADJECTIVES, NOUNS, AUDIENCES, GENERAL, CATEGORY_SLUGS, sellers],
    );
    await client.query(
      `insert into gig_images (gig_id, position, storage_key, width, height)
       select id, 0, md5(id::text), 1200, 800 from gigs`,
    );
    for (const ix of indexes.rows) await client.query(ix.indexdef);
    await client.query('vacuum analyze');
    await client.query('create table bench_done (at timestamptz default now())');
  } finally {
    await client.end();
  }
  return { size, seconds: (performance.now() - started) / 1000, reused: false };
}

export async function run(): Promise<Figures> {
  const results = [];
  for (const size of requestedSizes()) {
    console.log(`generating ${size.toLocaleString('en-US')} gigs (or reusing tf_bench_${size})...`);
    results.push(await ensureBenchData(size));
  }
  printTable(
    ['gigs', 'database', 'generated in (s)'],
    results.map((r) => [
      r.size.toLocaleString('en-US'),
      `tf_bench_${r.size}`,
      r.reused ? 'reused' : r.seconds.toFixed(1),
    ]),
  );
  return { sizes: results };
}
