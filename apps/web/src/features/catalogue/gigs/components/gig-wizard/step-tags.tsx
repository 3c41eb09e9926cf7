import type { KeyboardEvent } from 'react';
import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import { X } from 'lucide-react';
import { Button } from '../../../../../components/ui/button.tsx';
import { FormField } from '../../../../../components/ui/form-field.tsx';
import { Input } from '../../../../../components/ui/input.tsx';
import { leftoverTagHint } from './wizard-values.ts';

interface StepTagsProps {
  tags: readonly string[];
  /** The tag being typed, not yet added. */
  tagInput: string;
  error: string | undefined;
  onTagInputChange: (text: string) => void;
  onAddTag: () => void;
  onRemoveTag: (tag: string) => void;
}

/** Step 3: tags, added with Enter, a comma or the Add button. */
export function StepTags({ tags, tagInput, error, onTagInputChange, onAddTag, onRemoveTag }: StepTagsProps) {
  function onTagKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      onAddTag();
    }
  }

  return (
    <div className="grid gap-4">
      <FormField
        label="Tags"
        error={error}
        hint={leftoverTagHint(tags, tagInput) ?? `Press Enter to add a tag (${tags.length}/${GIG_LIMITS.tagsMax})`}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={tagInput}
              maxLength={GIG_LIMITS.tagMaxLength}
              onChange={(event) => onTagInputChange(event.target.value)}
              onKeyDown={onTagKeyDown}
            />
            <Button variant="outline" onClick={onAddTag}>
              Add
            </Button>
          </div>
        )}
      </FormField>
      {tags.length > 0 && (
        <ul aria-label="Added tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm">
              {tag}
              <button
                type="button"
                onClick={() => onRemoveTag(tag)}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-1 hover:bg-background focus-ring"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
