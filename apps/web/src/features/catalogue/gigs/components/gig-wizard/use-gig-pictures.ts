import { useEffect, useRef, useState } from 'react';
import { GIG_LIMITS, GIG_MESSAGES } from '@teenfreelance/contracts/gigs';
import { errorMessage } from '../../../../../lib/api-client.ts';
import { uploadImage } from '../../api/upload-image.ts';
import { imageFileProblem, type WizardImage } from './wizard-values.ts';

/** A chosen file that did not become a picture, and why (the server's or the contract's words). */
export interface RefusedFile {
  key: string;
  fileName: string;
  message: string;
}

type UpdateImages = (update: (images: WizardImage[]) => WizardImage[]) => void;

/**
 * The wizard's picture uploads: each acceptable file becomes a tile that
 * uploads at once with its progress; a file the browser or the server refuses
 * leaves no tile, takes none of the five places and is listed with the reason.
 * Uploads still running are aborted when the wizard goes away.
 */
export function useGigPictures(images: readonly WizardImage[], updateImages: UpdateImages) {
  const [tooManyMessage, setTooManyMessage] = useState<string | undefined>();
  const [refusedFiles, setRefusedFiles] = useState<RefusedFile[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  // Keys for tiles and refusals, unique within this wizard (an existing picture's key is its id).
  const lastKey = useRef(0);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  function nextKey(prefix: string): string {
    lastKey.current += 1;
    return `${prefix}-${lastKey.current}`;
  }

  function updateImage(key: string, changes: Partial<WizardImage>) {
    updateImages((current) => current.map((image) => (image.key === key ? { ...image, ...changes } : image)));
  }

  function upload(file: File) {
    const key = nextKey('new');
    const previewUrl = URL.createObjectURL(file);
    updateImages((current) => [...current, { key, previewUrl, status: 'uploading', progress: 0 }]);
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadImage(file, { signal: controller.signal, onProgress: (progress) => updateImage(key, { progress }) })
      .then((stored) => updateImage(key, { status: 'done', progress: 1, id: stored.id }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // The server refused it (or it never arrived): no tile, its place freed, and the reason said.
        URL.revokeObjectURL(previewUrl);
        updateImages((current) => current.filter((item) => item.key !== key));
        setRefusedFiles((current) => [
          ...current,
          { key, fileName: file.name, message: errorMessage(error, 'The upload failed. Please try again.') },
        ]);
      })
      .finally(() => uploads.current.delete(key));
  }

  /** Starts uploading the files that fit; the refusals listed are this choice's own. */
  function addFiles(files: readonly File[]) {
    const refused: RefusedFile[] = [];
    const acceptable: File[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) refused.push({ key: nextKey('refused'), fileName: file.name, message: problem });
      else acceptable.push(file);
    }
    // Refused files take no place: the room is for the pictures that can be uploaded.
    const room = Math.max(GIG_LIMITS.imagesMax - images.length, 0);
    setTooManyMessage(acceptable.length > room ? GIG_MESSAGES.imagesMax : undefined);
    setRefusedFiles(refused);
    for (const file of acceptable.slice(0, room)) upload(file);
  }

  function removeImage(image: WizardImage) {
    uploads.current.get(image.key)?.abort();
    if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl);
    setTooManyMessage(undefined);
    updateImages((current) => current.filter((item) => item.key !== image.key));
  }

  return { tooManyMessage, refusedFiles, addFiles, removeImage };
}
