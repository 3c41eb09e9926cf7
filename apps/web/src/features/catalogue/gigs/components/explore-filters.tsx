import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Slider } from 'radix-ui';
import { Button } from '../../../../components/ui/button.tsx';
import { dollarsToCents, formatMoney } from '@teenfreelance/contracts/money';
import {
  DELIVERY_OPTIONS,
  PRICE_GAP,
  PRICE_MAX,
  PRICE_MIN,
  RATING_OPTIONS,
  clampPriceRange,
  type ExploreState,
} from '@teenfreelance/contracts/explore-url';

interface ExploreFiltersProps {
  state: ExploreState;
  onChange: (changes: Partial<ExploreState>) => void;
  onClear: () => void;
}

/** How long the price range waits after the last key press before the list follows it. */
const KEYBOARD_SETTLE_MS = 700;

function PriceRange({ state, onChange }: Pick<ExploreFiltersProps, 'state' | 'onChange'>) {
  // The thumbs move locally while dragging or pressing keys; the URL (and the
  // list) follows when a drag ends, when focus leaves the slider, or when the
  // keys pause: one history entry and one request per adjustment, not per
  // arrow press. The slider is never re-mounted, so it keeps keyboard focus.
  const committed: [number, number] = [state.minPrice, state.maxPrice];
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const [low, high] = draft ?? committed;
  const labelId = useId();
  const isKeyboard = useRef(false);
  const pending = useRef<[number, number] | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = useCallback(() => {
    clearTimeout(settleTimer.current);
    const range = pending.current;
    pending.current = null;
    setDraft(null);
    if (range) onChange({ minPrice: range[0], maxPrice: range[1] });
  }, [onChange]);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  return (
    <fieldset className="grid gap-3">
      <legend id={labelId} className="mb-3 font-semibold">
        Price range
      </legend>
      <Slider.Root
        // Named so that the hidden inputs Radix renders in the server's HTML (for forms, until it
        // knows there is none) are not nameless fields to the browser's autofill.
        name="price"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        minStepsBetweenThumbs={PRICE_GAP}
        value={[low, high]}
        onPointerDown={() => {
          isKeyboard.current = false;
        }}
        onKeyDown={() => {
          isKeyboard.current = true;
        }}
        onValueChange={(value) => setDraft(clampPriceRange(value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX))}
        onValueCommit={(value) => {
          const range = clampPriceRange(value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX);
          pending.current = range[0] === state.minPrice && range[1] === state.maxPrice ? null : range;
          if (isKeyboard.current) {
            // The slider commits on every key press; wait for the keys to settle.
            setDraft(range);
            clearTimeout(settleTimer.current);
            settleTimer.current = setTimeout(commit, KEYBOARD_SETTLE_MS);
          } else {
            commit();
          }
        }}
        onBlur={(event) => {
          // Moving between the two thumbs is still adjusting the range.
          if (pending.current && !event.currentTarget.contains(event.relatedTarget)) commit();
        }}
        aria-labelledby={labelId}
        className="relative flex h-5 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Minimum price"
          className="block size-5 rounded-full border-2 border-primary bg-background shadow focus-ring"
        />
        <Slider.Thumb
          aria-label="Maximum price"
          className="block size-5 rounded-full border-2 border-primary bg-background shadow focus-ring"
        />
      </Slider.Root>
      <p className="flex justify-between text-sm text-muted-foreground">
        <span>{formatMoney(dollarsToCents(low))}</span>
        <span>
          {formatMoney(dollarsToCents(high))}
          {high === PRICE_MAX ? '+' : ''}
        </span>
      </p>
    </fieldset>
  );
}

function RadioGroup<T extends number>({
  legend,
  name,
  options,
  value,
  onSelect,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onSelect: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onSelect(option.value)}
            className="size-4 accent-primary focus-ring"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The explore filter sidebar: price range, minimum rating, delivery time, Pro only. */
export function ExploreFilters({ state, onChange, onClear }: ExploreFiltersProps) {
  return (
    <div className="grid gap-6">
      <PriceRange state={state} onChange={onChange} />
      <RadioGroup
        legend="Minimum rating"
        name="minRating"
        options={RATING_OPTIONS}
        value={state.minRating}
        onSelect={(minRating) => onChange({ minRating })}
      />
      <RadioGroup
        legend="Delivery time"
        name="maxDelivery"
        options={DELIVERY_OPTIONS}
        value={state.maxDelivery}
        onSelect={(maxDelivery) => onChange({ maxDelivery })}
      />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="proOnly"
          checked={state.proOnly}
          onChange={(event) => onChange({ proOnly: event.target.checked })}
          className="size-4 accent-primary focus-ring"
        />
        Pro freelancers only
      </label>
      <Button variant="outline" onClick={onClear}>
        Clear All Filters
      </Button>
    </div>
  );
}
