import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { useZodForm } from './useZodForm';

// The key details rules of the spec, word for word.
const keyDetails = z.object({
  first_name: z.string().trim().min(1, 'Type your first name here'),
  last_name: z.string().trim().min(1, 'Type your last name here'),
  nickname: z.string().trim().min(1, 'Type your nickname here'),
  summary: z.string().max(75, 'Summary must be 75 characters or less'),
  bio: z.string().max(1200, 'Bio must be 1200 characters or less'),
});

const empty = { first_name: '', last_name: '', nickname: '', summary: '', bio: '' };

describe('useZodForm', () => {
  it('shows no errors before the first submit, even for invalid changes', () => {
    const { result } = renderHook(() => useZodForm(keyDetails, { defaultValues: empty }));
    act(() => result.current.setValue('summary', 'x'.repeat(80)));
    expect(result.current.errors).toEqual({});
    expect(result.current.touched).toEqual({ summary: true });
    expect(result.current.values.summary).toHaveLength(80);
  });

  it('on submit maps the first message of each failing field to its name and does not call onValid', () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const { result } = renderHook(() => useZodForm(keyDetails, { defaultValues: { ...empty, summary: 'y'.repeat(76) } }));
    const preventDefault = vi.fn();
    act(() => {
      result.current.handleSubmit(onValid, onInvalid)({ preventDefault });
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
    const expected = {
      first_name: 'Type your first name here',
      last_name: 'Type your last name here',
      nickname: 'Type your nickname here',
      summary: 'Summary must be 75 characters or less',
    };
    expect(result.current.errors).toEqual(expected);
    expect(onInvalid).toHaveBeenCalledWith(expected);
    expect(result.current.submitCount).toBe(1);
    expect(result.current.touched).toEqual({ first_name: true, last_name: true, nickname: true, summary: true, bio: true });
  });

  it('keeps only the first message when one field fails several rules', () => {
    const schema = z.object({ email: z.string().min(1, 'Email is required').email('Enter a valid email address') });
    const { result } = renderHook(() => useZodForm(schema, { defaultValues: { email: '' } }));
    act(() => {
      result.current.handleSubmit(vi.fn())();
    });
    expect(result.current.errors).toEqual({ email: 'Email is required' });
  });

  it('after the first submit re-validates on every change, clearing fixed fields', () => {
    const { result } = renderHook(() => useZodForm(keyDetails, { defaultValues: empty }));
    act(() => {
      result.current.handleSubmit(vi.fn())();
    });
    act(() => result.current.setValue('first_name', 'Amara'));
    expect(result.current.errors.first_name).toBeUndefined();
    expect(result.current.errors.last_name).toBe('Type your last name here');
    act(() => result.current.setValue('bio', 'b'.repeat(1201)));
    expect(result.current.errors.bio).toBe('Bio must be 1200 characters or less');
  });

  it('calls onValid with the parsed data when everything passes', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() =>
      useZodForm(keyDetails, {
        defaultValues: { first_name: '  Amara ', last_name: 'Okafor', nickname: 'amara', summary: 'Maths teacher', bio: '' },
      }),
    );
    act(() => {
      result.current.handleSubmit(onValid)();
    });
    expect(onValid).toHaveBeenCalledWith({ first_name: 'Amara', last_name: 'Okafor', nickname: 'amara', summary: 'Maths teacher', bio: '' });
    expect(result.current.errors).toEqual({});
  });

  it('validate() shows errors without submitting and says whether the values pass', () => {
    const { result } = renderHook(() => useZodForm(keyDetails, { defaultValues: empty }));
    let ok = true;
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(false);
    expect(result.current.errors.nickname).toBe('Type your nickname here');
    expect(result.current.submitCount).toBe(0);
    // Not submitted: a change does not re-validate.
    act(() => result.current.setValue('nickname', 'ben'));
    expect(result.current.errors.nickname).toBe('Type your nickname here');
  });

  it('takes a zod/mini schema: the same messages and parsed data', () => {
    const schema = zm.object({ first_name: zm.string().check(zm.trim(), zm.minLength(1, 'Type your first name here')) });
    const onValid = vi.fn();
    const { result } = renderHook(() => useZodForm(schema, { defaultValues: { first_name: ' ' } }));
    act(() => {
      result.current.handleSubmit(onValid)();
    });
    expect(result.current.errors).toEqual({ first_name: 'Type your first name here' });
    act(() => result.current.setValue('first_name', ' Kemi '));
    act(() => {
      result.current.handleSubmit(onValid)();
    });
    expect(onValid).toHaveBeenCalledWith({ first_name: 'Kemi' });
  });

  it('reports schema-level issues (empty path) as formError', () => {
    const schema = z
      .object({ days: z.number(), hours: z.number(), minutes: z.number() })
      .refine((value) => value.days + value.hours + value.minutes > 0, { message: 'Choose how long the poll runs' });
    const { result } = renderHook(() => useZodForm(schema, { defaultValues: { days: 0, hours: 0, minutes: 0 } }));
    act(() => {
      result.current.handleSubmit(vi.fn())();
    });
    expect(result.current.formError).toBe('Choose how long the poll runs');
    expect(result.current.errors).toEqual({});
  });

  it('reset() goes back to the defaults (or given values) with no errors, nothing touched and no re-validation', () => {
    const { result } = renderHook(() => useZodForm(keyDetails, { defaultValues: empty }));
    act(() => {
      result.current.handleSubmit(vi.fn())();
    });
    act(() => result.current.setValue('first_name', 'Ben'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(empty);
    expect(result.current.errors).toEqual({});
    expect(result.current.touched).toEqual({});
    expect(result.current.submitCount).toBe(0);
    act(() => result.current.setValue('first_name', ''));
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset({ ...empty, nickname: 'chen' }));
    expect(result.current.values.nickname).toBe('chen');
  });

  it('drives a real form: submit shows the messages, typing clears them', async () => {
    const schema = keyDetails.pick({ first_name: true });
    const onValid = vi.fn();
    function Form() {
      const form = useZodForm(schema, { defaultValues: { first_name: '' } });
      return (
        <form onSubmit={form.handleSubmit(onValid)} noValidate>
          <label htmlFor="first">First name</label>
          <input
            id="first"
            value={form.values.first_name}
            aria-invalid={form.errors.first_name ? true : undefined}
            onChange={(event) => form.setValue('first_name', event.target.value)}
          />
          {form.errors.first_name ? <p role="alert">{form.errors.first_name}</p> : null}
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type your first name here');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Kemi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ first_name: 'Kemi' });
  });
});
