import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, contrastWithWhite, drawGigArtwork, drawInitialsAvatar } from './artwork.ts';

async function renderSize(svg: string): Promise<{ width?: number; height?: number }> {
  const webp = await sharp(Buffer.from(svg)).webp().toBuffer();
  return sharp(webp).metadata();
}

describe('drawGigArtwork', () => {
  it.each([
    { title: 'Pet Care Website', category: 'web-development', variant: 0 },
    {
      title: 'Gaming Montage Edit with Effects and Beat Sync for Your Channel and Your Friends',
      category: 'video',
      variant: 3,
    },
    {
      title: 'Supercalifragilisticexpialidociousbrandingpackage',
      category: 'manufacturing',
      variant: 7,
    },
  ] as const)('renders "$title" as a 1200x800 image', async (input) => {
    const size = await renderSize(drawGigArtwork(input));

    expect(size).toMatchObject({ width: 1200, height: 800 });
  });

  it('escapes markup characters in the title so the SVG stays valid', async () => {
    const svg = drawGigArtwork({
      title: `Logos & "Brands" <fast> it's done`,
      category: 'graphic-design',
      variant: 1,
    });

    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;Brands&quot;');
    expect(svg).toContain('&lt;fast&gt;');
    expect(svg).not.toContain('<fast>');
    await expect(renderSize(svg)).resolves.toMatchObject({ width: 1200, height: 800 });
  });

  it('is deterministic and varies with the variant', () => {
    const input = { title: 'Logo Animation', category: 'video', variant: 2 } as const;

    expect(drawGigArtwork(input)).toBe(drawGigArtwork({ ...input }));
    expect(drawGigArtwork({ ...input, variant: 3 })).not.toBe(drawGigArtwork(input));
  });

  it('wraps the title onto at most three lines', () => {
    const svg = drawGigArtwork({
      title: 'word '.repeat(40),
      category: 'writing',
      variant: 0,
    });

    const lines = svg.match(/<tspan /g) ?? [];
    // The title is drawn twice: shadow and white text.
    expect(lines.length).toBeLessThanOrEqual(6);
  });
});

describe('drawInitialsAvatar', () => {
  it('renders a 256x256 image with up to two initials', async () => {
    const svg = drawInitialsAvatar('Alex Rivera Morgan');

    expect(svg).toContain('>AM</text>');
    await expect(renderSize(svg)).resolves.toMatchObject({ width: 256, height: 256 });
  });

  it('handles single names, blank names and markup', async () => {
    expect(drawInitialsAvatar('sam')).toContain('>S</text>');
    expect(drawInitialsAvatar('   ')).toContain('>?</text>');
    const svg = drawInitialsAvatar('<b> & "co"');
    await expect(renderSize(svg)).resolves.toMatchObject({ width: 256, height: 256 });
  });

  it('is deterministic', () => {
    expect(drawInitialsAvatar('Jordan Lee')).toBe(drawInitialsAvatar('Jordan Lee'));
  });

  it('only uses colours that keep white initials readable (4.5:1)', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
