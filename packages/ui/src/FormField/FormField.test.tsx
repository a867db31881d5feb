import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField, splitFieldProps, useFormField } from './FormField';

describe('FormField', () => {
  it('names the control by its label and describes it by hint then error', () => {
    render(
      <FormField label="Company email" hint="Where schools reply." error="Enter a valid email address" required>
        {({ controlProps }) => <input type="email" {...controlProps} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Company email' });
    expect(input).toHaveAccessibleDescription('Where schools reply. Enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it('adds no description or invalid state when there is neither hint nor error, and appends extra ids', () => {
    render(
      <>
        <FormField label="Legal name">{({ controlProps }) => <input {...controlProps} />}</FormField>
        <FormField label="Tagline" aria-describedby="tagline-count" invalid>
          {({ controlProps }) => <input {...controlProps} />}
        </FormField>
        <span id="tagline-count">12/50</span>
      </>,
    );
    const legal = screen.getByRole('textbox', { name: 'Legal name' });
    expect(legal).not.toHaveAttribute('aria-describedby');
    expect(legal).not.toHaveAttribute('aria-invalid');
    const tagline = screen.getByRole('textbox', { name: 'Tagline' });
    expect(tagline).toHaveAccessibleDescription('12/50');
    expect(tagline).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives a custom child the same wiring through useFormField', () => {
    function Custom() {
      const { controlProps, stateProps } = useFormField();
      return <input {...controlProps} data-testid="custom" data-invalid={stateProps['data-invalid']} />;
    }
    render(
      <FormField id="work-phone" label="Work phone" error="Phone number must be between 6-15 digits">
        <Custom />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Work phone' });
    expect(input).toHaveAttribute('id', 'work-phone');
    expect(input).toHaveAttribute('aria-describedby', 'work-phone-error');
    expect(input).toHaveAttribute('data-invalid', '');
  });

  it('as a fieldset, names the group by its legend and describes the group', () => {
    render(
      <FormField as="fieldset" label="Start date" hint="When you joined." error="This field is required">
        <input aria-label="Month" />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Start date' });
    expect(group).toHaveAccessibleDescription('When you joined. This field is required');
    expect(screen.getByRole('textbox', { name: 'Month' })).not.toHaveAttribute('aria-describedby');
  });

  it('useFormField outside a FormField throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useFormField();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useFormField must be used inside <FormField>');
  });

  it('splitFieldProps separates the field props from the control props', () => {
    const [field, rest] = splitFieldProps({ label: 'Nickname', error: 'Type your nickname here', placeholder: 'amara', maxLength: 30 });
    expect(field).toEqual({ label: 'Nickname', error: 'Type your nickname here' });
    expect(rest).toEqual({ placeholder: 'amara', maxLength: 30 });
  });
});
