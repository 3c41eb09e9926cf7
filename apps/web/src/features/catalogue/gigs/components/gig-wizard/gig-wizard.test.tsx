import type { GigDetail } from '@teenfreelance/contracts/gigs';
import type { UploadedImage } from '@teenfreelance/contracts/uploads';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../lib/api-client.ts';
import { uploadImage } from '../../api/upload-image.ts';
import { GigWizard } from './gig-wizard.tsx';

// The upload endpoint's answers are what these tests choose; the server's own checks are tested in the API.
vi.mock('../../api/upload-image.ts', () => ({ uploadImage: vi.fn() }));
const uploadImageMock = vi.mocked(uploadImage);

function stored(id: string): UploadedImage {
  return { id, thumbUrl: `/u/${id}-thumb.webp`, cardUrl: '', detailUrl: '', width: 1200, height: 800 };
}

function png(name: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

const gig = {
  id: 'g1',
  title: 'Poster design',
  shortDescription: 'A bright poster.',
  priceCents: 3500,
  deliveryDays: 4,
  category: 'graphic-design',
  description: 'One A3 poster.',
  tags: ['poster'],
  requirements: [],
  images: [{ id: 'i1', thumb: '/t.webp', card: '/c.webp', detail: '/d.webp', width: 1200, height: 800 }],
} as unknown as GigDetail;

describe('GigWizard', () => {
  it('blocks Continue on an empty first step with the section message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<GigWizard isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill all required fields in this section');
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Basic Info' })).toBeInTheDocument();
  });

  it('walks a prefilled gig through the steps without submitting until asked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<GigWizard gig={gig} isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    expect((screen.getByLabelText('Gig title') as HTMLInputElement).value).toBe('Poster design');
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 4 of 4: Gallery' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Tags' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says the section message once on an empty first step, marking each empty field, and drops it when they are filled', async () => {
    const user = userEvent.setup();
    render(<GigWizard isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getAllByText('Please fill all required fields in this section')).toHaveLength(1);
    const alert = screen.getByRole('alert');
    const fields = ['Gig title', 'Short description', 'Price ($)', 'Delivery time (days)', 'Category'].map((label) =>
      screen.getByLabelText(label),
    );
    for (const field of fields) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    // The first empty field takes the focus, so keyboard users start where the work is.
    expect(document.activeElement).toBe(fields[0]);

    await user.type(screen.getByLabelText('Gig title'), 'I will design your logo');
    expect(screen.getByLabelText('Gig title')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByText('Please fill all required fields in this section')).toHaveLength(1);

    await user.type(screen.getByLabelText('Short description'), 'A clean logo.');
    await user.type(screen.getByLabelText('Price ($)'), '25');
    await user.type(screen.getByLabelText('Delivery time (days)'), '3');
    await user.selectOptions(screen.getByLabelText('Category'), 'graphic-design');
    expect(screen.queryByText('Please fill all required fields in this section')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps a field's own problem at the field, with no section message", async () => {
    const user = userEvent.setup();
    render(<GigWizard gig={gig} isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />);
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Price must be between $5 and $1000')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price ($)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks only the fields of the step on Continue, and moves on when they are valid', async () => {
    const user = userEvent.setup();
    render(<GigWizard isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('Gig title'), 'I will design your logo');
    await user.type(screen.getByLabelText('Short description'), 'A clean logo.');
    await user.type(screen.getByLabelText('Price ($)'), '25.50');
    await user.type(screen.getByLabelText('Delivery time (days)'), '3');
    await user.selectOptions(screen.getByLabelText('Category'), 'graphic-design');
    // The description, tags and pictures are still empty: not this step's business.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Description' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2 of 4: Description' }));
  });

  it('stays on a step whose field is invalid, says why at the field and focuses it', async () => {
    const user = userEvent.setup();
    render(
      <GigWizard gig={{ ...gig, description: '' }} isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Description' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Description' })).toBeInTheDocument();
    expect(screen.getAllByText('Please provide a full description for your service')).toHaveLength(1);
    const description = screen.getByLabelText('Full description');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(description);

    await user.type(description, 'One A3 poster.');
    expect(screen.queryByText('Please provide a full description for your service')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Tags' })).toBeInTheDocument();
  });

  it('keeps what was typed on a step when going back to it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<GigWizard gig={gig} isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '12.5');
    await user.selectOptions(screen.getByLabelText('Category'), 'illustration');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByLabelText('Price ($)') as HTMLInputElement).value).toBe('12.5');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('illustration');
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Dollars as typed: the route turns them into the API body (toGigInput).
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: '12.5', category: 'illustration' }));
  });

  it('drops the tag message as soon as a tag is added', async () => {
    const user = userEvent.setup();
    render(<GigWizard gig={{ ...gig, tags: [] }} isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Please add at least one tag to help clients find your service')).toHaveLength(1);
    const tags = screen.getByLabelText('Tags');
    expect(tags).toHaveAttribute('aria-invalid', 'true');

    await user.type(tags, 'poster{Enter}');
    expect(screen.queryByText('Please add at least one tag to help clients find your service')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tags')).toHaveAttribute('aria-invalid', 'false');
  });

  it('adds a typed tag when Continue is pressed instead of Enter', async () => {
    const user = userEvent.setup();
    render(<GigWizard gig={{ ...gig, tags: [] }} isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />);
    for (let step = 0; step < 2; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Tags'), 'poster');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 4 of 4: Gallery' })).toBeInTheDocument();
    expect(screen.queryByText('Please add at least one tag to help clients find your service')).not.toBeInTheDocument();
  });

  it('moves on from five tags with text left in the box, which the line under it said it would leave out', async () => {
    const user = userEvent.setup();
    const five = ['poster', 'flyer', 'school', 'events', 'print'];
    const onSubmit = vi.fn();
    render(<GigWizard gig={{ ...gig, tags: five }} isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    for (let step = 0; step < 2; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Tags'), 'banner');
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(
      'You have 5 tags, the most a gig can have: Continue leaves this text out. To add it, remove a tag first.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 4 of 4: Gallery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tags: five })));
  });
});

describe('GigWizard pictures', () => {
  beforeEach(() => {
    uploadImageMock.mockReset();
    // happy-dom has no object URLs; the preview source is all the wizard needs from them.
    let count = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${String((count += 1))}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function openGallery(user: ReturnType<typeof userEvent.setup>) {
    render(<GigWizard gig={{ ...gig, images: [] }} isSubmitting={false} onSubmit={() => {}} onCancel={() => {}} />);
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    return screen.getByLabelText(/Add images/) as HTMLInputElement;
  }

  it('refuses to publish without a stored picture, or while one is uploading, saying so at the pictures', async () => {
    const user = userEvent.setup();
    let finishUpload: (image: UploadedImage) => void = () => {};
    uploadImageMock.mockImplementation(() => new Promise((resolve) => (finishUpload = resolve)));
    const input = await openGallery(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please upload at least one image')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please fill all required fields')).not.toBeInTheDocument();

    await user.upload(input, png('a.png'));
    expect(screen.queryByText('Please upload at least one image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please wait until the images finish uploading')).toBeInTheDocument();

    finishUpload(stored('a'));
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeInTheDocument());
  });

  it('leaves no tile for a file of another type or over 5 MB, says why, and keeps all five places', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const input = await openGallery(user);
    await user.upload(input, [
      new File(['GIF89a'], 'party.gif', { type: 'image/gif' }),
      png('huge.png', 5 * 1024 * 1024 + 1),
    ]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('party.gif was not added: Only JPEG, PNG or WebP images are allowed');
    expect(alert).toHaveTextContent('huge.png was not added: Images must be 5 MB or smaller');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.getByText(/\(0\/5\)/)).toBeInTheDocument();
    expect(uploadImageMock).not.toHaveBeenCalled();
  });

  it("removes a picture the server refuses, says the server's words, and frees its place", async () => {
    const user = userEvent.setup();
    uploadImageMock.mockImplementation(async (file: File) => {
      if (file.name === 'bad.png')
        throw new ApiError(422, 'UNPROCESSABLE', 'This image file is damaged or cannot be read');
      return stored(file.name);
    });
    const input = await openGallery(user);
    await user.upload(
      input,
      ['a.png', 'b.png', 'bad.png', 'c.png', 'd.png'].map((name) => png(name)),
    );

    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(4));
    const list = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'bad.png was not added: This image file is damaged or cannot be read',
    );
    // The refused file's place is free again: a fifth picture can be added.
    expect(input).toBeEnabled();
    expect(screen.getByText(/\(4\/5\)/)).toBeInTheDocument();
    await user.upload(input, png('e.png'));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(5));
    expect(input).toBeDisabled();
  });
});
