import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { Language } from '../../../lib/languages.ts';
import { INDUSTRY_OPTIONS, type IndustryOption } from '../industry-options.ts';

const nameIn = (option: IndustryOption, language: Language) =>
  language === 'zh-CN' ? option.name.zh : option.name.en;

const PARENTS = new Map(INDUSTRY_OPTIONS.map((option) => [option.id, option]));

/** The industry a sub-niche belongs to. */
export function parentOf(option: IndustryOption): IndustryOption | undefined {
  return option.parent ? PARENTS.get(option.parent) : undefined;
}

export function industryOption(id: string): IndustryOption | undefined {
  return PARENTS.get(id);
}

/** Whether `option` matches what was typed, in either language, or its parent does. */
function matches(option: IndustryOption, search: string): boolean {
  const words = search.toLowerCase().trim();
  if (words === '') return true;
  const parent = parentOf(option);
  return [option.name.en, option.name.zh, option.id, parent?.name.en ?? '', parent?.name.zh ?? '']
    .join(' ')
    .toLowerCase()
    .includes(words);
}

type IndustryComboboxProps = {
  label: string;
  /** The industry (or sub-niche) chosen now. */
  value: string;
  /** Shown when `value` is not in the list (a reading from an older knowledge base). */
  valueName: string;
  language: Language;
  onSelect: (option: IndustryOption) => void;
  describedBy?: string;
};

/**
 * The industry picker: a text box that filters the knowledge base's industries and sub-niches
 * as one types (in either language), with the list below it (the ARIA 1.2 combobox pattern:
 * arrows move through the list, Enter picks, Escape closes and restores the choice).
 */
export function IndustryCombobox({
  label,
  value,
  valueName,
  language,
  onSelect,
  describedBy,
}: IndustryComboboxProps) {
  const { t } = useTranslation('review');
  const inputId = useId();
  const listId = useId();
  const selected = PARENTS.get(value);
  const selectedName = selected ? nameIn(selected, language) : valueName;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(
    () => INDUSTRY_OPTIONS.filter((option) => matches(option, search ?? '')),
    [search],
  );
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setSearch(null);
  };
  const pick = (option: IndustryOption) => {
    onSelect(option);
    close();
  };
  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          moveTo(
            Math.max(
              0,
              shown.findIndex((option) => option.id === value),
            ),
          );
        } else moveTo(Math.min(shown.length - 1, active + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) moveTo(Math.max(0, active - 1));
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          moveTo(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          moveTo(shown.length - 1);
        }
        break;
      case 'Enter': {
        const option = shown[active];
        if (open && option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="block font-medium text-sm text-zinc-700">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          value={search ?? selectedName}
          placeholder={t('brief.industrySearch')}
          onChange={(event) => {
            setSearch(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // A click in the list picks before the box closes.
            if (!listRef.current?.contains(event.relatedTarget as Node | null)) close();
          }}
          className="h-10 w-full min-w-0 rounded-lg border border-zinc-300 bg-white py-2 pr-9 pl-3 text-sm text-zinc-900 shadow-xs focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500"
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-500"
        />
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        tabIndex={-1}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
      >
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-zinc-500">{t('brief.industryNoMatch')}</div>
        ) : (
          shown.map((option, index) => {
            const parent = parentOf(option);
            const isSelected = option.id === value;
            return (
              // Picked with the pointer; keyboard users pick from the text box (the pattern).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={isSelected}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm',
                  index === active && open ? 'bg-indigo-50 text-indigo-900' : 'text-zinc-800',
                  parent && 'pl-7',
                )}
              >
                <Check
                  aria-hidden="true"
                  className={cn('mt-0.5 size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')}
                />
                <span className="min-w-0">
                  <span className="block">{nameIn(option, language)}</span>
                  {parent ? (
                    <span className="block text-xs text-zinc-500">
                      {t('brief.inIndustry', { name: nameIn(parent, language) })}
                    </span>
                  ) : null}
                </span>
              </div>
            );
          })
        )}
      </div>
    </div>
  );
}
