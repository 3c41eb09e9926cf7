import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { normalizeSkills, SKILL_MAX_LENGTH, SKILLS_MAX } from '@teenfreelance/contracts/profiles';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';

interface SkillsInputProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  describedBy?: string | undefined;
}

/** Skills added with Enter or Add; blanks and duplicates (ignoring case) are ignored. */
export function SkillsInput({ id, value, onChange, describedBy }: SkillsInputProps) {
  const [draft, setDraft] = useState('');

  function onAdd() {
    onChange(normalizeSkills([...value, draft]));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  }

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={SKILL_MAX_LENGTH}
          placeholder="e.g. Logo design"
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={value.length >= SKILLS_MAX}
        />
        <Button variant="outline" onClick={onAdd} disabled={value.length >= SKILLS_MAX}>
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added skills">
          {value.map((skill) => (
            <li key={skill}>
              <Badge variant="soft" className="gap-1 py-1 pr-1">
                {skill}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-background/60 focus-ring"
                  aria-label={`Remove ${skill}`}
                  onClick={() => onChange(value.filter((s) => s !== skill))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
