import { useId, type ChangeEvent } from 'react';
import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import { ImagePlus, X } from 'lucide-react';
import { Alert } from '../../../../../components/ui/alert.tsx';
import { Button } from '../../../../../components/ui/button.tsx';
import { cn } from '../../../../../lib/cn.ts';
import type { RefusedFile } from './use-gig-pictures.ts';
import type { WizardImage } from './wizard-values.ts';

interface StepGalleryProps {
  images: readonly WizardImage[];
  /** What is wrong with the pictures as a whole (too many chosen, too few, still uploading). */
  message: string | undefined;
  /** Whether the step's own check refused the pictures (marks the file input invalid). */
  isInvalid: boolean;
  refusedFiles: readonly RefusedFile[];
  onFilesChosen: (files: File[]) => void;
  onRemoveImage: (image: WizardImage) => void;
}

const buttonLikeUpload =
  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed p-6 text-center hover:border-primary focus-within:outline-2 focus-within:outline-ring';

/** Step 4: choose up to five pictures; each tile shows its upload's progress and can be removed. */
export function StepGallery({
  images,
  message,
  isInvalid,
  refusedFiles,
  onFilesChosen,
  onRemoveImage,
}: StepGalleryProps) {
  const messageId = useId();
  const isFull = images.length >= GIG_LIMITS.imagesMax;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again is a change too.
    event.target.value = '';
    if (files.length > 0) onFilesChosen(files);
  }

  return (
    <div className="grid gap-4">
      <div>
        <label className={cn(buttonLikeUpload, isFull && 'pointer-events-none opacity-60')}>
          <ImagePlus aria-hidden="true" className="size-6 text-primary" />
          <span className="font-medium">Add images</span>
          <span className="text-xs text-muted-foreground">
            JPEG, PNG or WebP, up to 5 MB each ({images.length}/{GIG_LIMITS.imagesMax})
          </span>
          <input
            type="file"
            accept={UPLOAD_LIMITS.acceptedTypes.join(',')}
            multiple
            className="sr-only"
            onChange={onChange}
            disabled={isFull}
            aria-invalid={isInvalid}
            aria-describedby={message ? messageId : undefined}
          />
        </label>
      </div>
      {message && (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
      {refusedFiles.length > 0 && (
        <Alert variant="error">
          <ul className="grid gap-1">
            {refusedFiles.map((refusal) => (
              <li key={refusal.key}>
                <span className="font-medium break-all">{refusal.fileName}</span> was not added: {refusal.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {images.length > 0 && (
        <ul aria-label="Chosen images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.key} className="grid gap-2 rounded-lg border p-2">
              <img
                src={image.previewUrl}
                alt={`Image ${index + 1}`}
                width={240}
                height={160}
                className="aspect-[3/2] w-full rounded-md object-cover"
              />
              {image.status === 'uploading' && (
                <div
                  role="progressbar"
                  aria-label={`Uploading image ${index + 1}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(image.progress * 100)}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full bg-primary transition-all" style={{ width: `${image.progress * 100}%` }} />
                </div>
              )}
              {image.status === 'done' && <p className="text-xs text-success">Uploaded</p>}
              <Button variant="ghost" size="sm" onClick={() => onRemoveImage(image)}>
                <X aria-hidden="true" />
                {/* Two tiles a row at 360 px leave room for 'Remove' alone; a screen reader hears which. */}
                Remove<span className="sr-only"> image {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
