import { useMemo, useState } from 'react';
import type { Post, PostInput } from '@edupassport/api-client';
import { isBlank } from '@edupassport/internal/blank';
import { POLL_MAX_CHOICES, POLL_MIN_CHOICES } from './pollLimits';

export { POLL_MAX_CHOICES, POLL_MIN_CHOICES };

export interface PollDraft {
  question: string;
  /** Each choice's text and, when editing, the votes it already has. */
  choices: Array<{ text: string; votes: number }>;
  days: number;
  hours: number;
  minutes: number;
}

export interface UsePollComposerResult {
  values: PollDraft;
  setQuestion(value: string): void;
  setChoice(index: number, text: string): void;
  /** Adds an empty choice, up to 10. */
  addChoice(): void;
  /** Removes a choice, never below 2. */
  removeChoice(index: number): void;
  /** Sets a length field from what was typed; non-numeric text becomes 0 and the value is kept in range. */
  setLength(field: 'days' | 'hours' | 'minutes', value: string | number | null): void;
  setValues(values: PollDraft): void;
  canAddChoice: boolean;
  canRemoveChoice: boolean;
  questionValid: boolean;
  choicesValid: boolean;
  /**
   * Indexes of the choices that repeat an earlier one (compared trimmed and case-insensitively): the server counts
   * votes by the choice's text, so two equal choices would share one count.
   */
  duplicateChoices: number[];
  /** No choice repeats another. */
  choicesDistinct: boolean;
  /** The poll lasts at least a minute (0 days 0 hours 0 minutes is refused). */
  lengthValid: boolean;
  isValid: boolean;
  dirty: boolean;
  /** The payload: trimmed question, the non-empty choices with their votes, and the length. */
  input: PostInput;
}

const LIMITS = { days: Number.POSITIVE_INFINITY, hours: 23, minutes: 59 } as const;

/** Whether a poll length lasts at all: a poll of 0 days 0 hours 0 minutes would close as it opens. */
export function pollLengthValid(length: { days: number; hours: number; minutes: number }): boolean {
  return length.days > 0 || length.hours > 0 || length.minutes > 0;
}

/** A length field's value: non-numeric → 0, then kept within 0..limit as a whole number. */
export function pollLengthValue(value: string | number | null | undefined, field: 'days' | 'hours' | 'minutes'): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(Math.trunc(n), 0), LIMITS[field]);
}

function initialDraft(post?: Post | null): PollDraft {
  const options = post?.poll_options ?? [];
  const choices = options.map((o) => ({ text: o.text, votes: o.votes ?? 0 }));
  while (choices.length < POLL_MIN_CHOICES) choices.push({ text: '', votes: 0 });
  return {
    question: post?.headline ?? '',
    choices,
    days: pollLengthValue(post?.poll_length?.days ?? 1, 'days'),
    hours: pollLengthValue(post?.poll_length?.hours ?? 0, 'hours'),
    minutes: pollLengthValue(post?.poll_length?.minutes ?? 0, 'minutes'),
  };
}

/** The indexes of the choices whose text, trimmed and in any case, repeats an earlier non-empty one. */
export function duplicatePollChoices(choices: ReadonlyArray<{ text: string }>): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  choices.forEach((choice, index) => {
    const key = choice.text.trim().toLocaleLowerCase();
    if (!key) return;
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  });
  return repeated;
}

/** The poll composer's state: starts from `post` when editing (its votes kept), else 2 empty choices and 1 day. */
export function usePollComposer(post?: Post | null): UsePollComposerResult {
  const [initial] = useState(() => initialDraft(post));
  const [values, setValues] = useState(initial);
  return useMemo(() => {
    const filled = values.choices.map((c) => ({ text: c.text.trim(), votes: c.votes })).filter((c) => !isBlank(c.text));
    const questionValid = !isBlank(values.question);
    const choicesValid = filled.length >= POLL_MIN_CHOICES;
    const lengthValid = pollLengthValid(values);
    const duplicateChoices = duplicatePollChoices(values.choices);
    const choicesDistinct = duplicateChoices.length === 0;
    return {
      values,
      setQuestion: (question: string) => setValues((v) => ({ ...v, question })),
      setChoice: (index: number, text: string) =>
        setValues((v) => ({ ...v, choices: v.choices.map((c, i) => (i === index ? { ...c, text } : c)) })),
      addChoice: () =>
        setValues((v) => (v.choices.length >= POLL_MAX_CHOICES ? v : { ...v, choices: [...v.choices, { text: '', votes: 0 }] })),
      removeChoice: (index: number) =>
        setValues((v) => (v.choices.length <= POLL_MIN_CHOICES ? v : { ...v, choices: v.choices.filter((_, i) => i !== index) })),
      setLength: (field: 'days' | 'hours' | 'minutes', value: string | number | null) =>
        setValues((v) => ({ ...v, [field]: pollLengthValue(value, field) })),
      setValues,
      canAddChoice: values.choices.length < POLL_MAX_CHOICES,
      canRemoveChoice: values.choices.length > POLL_MIN_CHOICES,
      questionValid,
      choicesValid,
      duplicateChoices,
      choicesDistinct,
      lengthValid,
      isValid: questionValid && choicesValid && choicesDistinct && lengthValid,
      dirty: JSON.stringify(values) !== JSON.stringify(initial),
      input: {
        post_type: 'poll',
        headline: values.question.trim(),
        poll_options: filled,
        poll_length: { days: values.days, hours: values.hours, minutes: values.minutes },
      },
    };
  }, [values, initial]);
}
