import { CATEGORIES, type CategorySlug } from '@teenfreelance/contracts/categories';
import { JOB_LIMITS, JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { useId } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

interface JobsFiltersProps {
  text: string;
  category: CategorySlug | undefined;
  onSearchChange: (text: string) => void;
  onCategoryChange: (category: CategorySlug | '') => void;
}

const isCategory = (value: string): value is CategorySlug => CATEGORIES.some((c) => c.slug === value);

/** The search box and the category dropdown of /jobs. */
export function JobsFilters({ text, category, onSearchChange, onCategoryChange }: JobsFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div>
        <label htmlFor={searchId} className="sr-only">
          {JOB_TEXTS.searchLabel}
        </label>
        <Input
          id={searchId}
          type="search"
          value={text}
          maxLength={JOB_LIMITS.searchMax}
          placeholder={JOB_TEXTS.searchPlaceholder}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={categoryId} className="sr-only">
          {JOB_TEXTS.categoryFilterLabel}
        </label>
        <Select
          id={categoryId}
          value={category ?? ''}
          onChange={(event) => onCategoryChange(isCategory(event.target.value) ? event.target.value : '')}
        >
          <option value="">{JOB_TEXTS.allCategories}</option>
          {CATEGORIES.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
