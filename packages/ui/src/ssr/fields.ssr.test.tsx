// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { FormField, useFormField } from '../FormField';
import { MonthYearPicker } from '../MonthYearPicker';
import { NumberField } from '../NumberField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { YearPicker } from '../YearPicker';

/** The attributes of the first element matching `tag` whose attributes contain `marker`. */
function tagWith(html: string, tag: string, marker: string): string {
  const found = html.match(new RegExp(`<${tag}\\b[^>]*${marker}[^>]*>`));
  if (!found) throw new Error(`no <${tag}> with ${marker} in ${html}`);
  return found[0];
}

const locationTypes = [
  { value: 'remote', label: 'Remote' },
  { value: 'on-site', label: 'On-site' },
  { value: 'hybrid', label: 'Hybrid' },
];

describe('fields render on the server', () => {
  it('FormField wires a custom control through useFormField', () => {
    function DateInput() {
      const { controlProps } = useFormField();
      return <input type="date" {...controlProps} />;
    }
    const html = renderToString(
      <FormField id="start" label="Start date" hint="When the role began" error="This field is required" required>
        <DateInput />
      </FormField>,
    );
    const input = tagWith(html, 'input', 'type="date"');
    expect(input).toContain('id="start"');
    expect(input).toContain('aria-describedby="start-hint start-error"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-required="true"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('This field is required');
  });

  it('TextField: label, value, error wiring, adornment', () => {
    const html = renderToString(
      <TextField id="first" label="First name" defaultValue="Amara" error="Type your first name here" startAdornment="@" />,
    );
    expect(html).toContain('<label');
    expect(html).toContain('for="first"');
    const input = tagWith(html, 'input', 'id="first"');
    expect(input).toContain('value="Amara"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="first-error"');
    expect(html).toContain('Type your first name here');
    expect(html).toContain('@');
  });

  it('TextArea: counter in n/max and tied to the textarea', () => {
    const html = renderToString(<TextArea id="bio" label="Bio" defaultValue="Hello" maxLength={1200} />);
    expect(html).toContain('5/1200');
    expect(tagWith(html, 'textarea', 'id="bio"')).toContain('aria-describedby="bio-counter"');
    expect(html).toContain('aria-live="polite"');
  });

  it('Select: a closed combobox showing the chosen label, or the placeholder', () => {
    const chosen = renderToString(<Select id="loc" label="Location type" options={locationTypes} defaultValue="hybrid" />);
    const combobox = tagWith(chosen, 'div', 'role="combobox"');
    expect(combobox).toContain('aria-expanded="false"');
    expect(combobox).toContain('aria-labelledby="loc-label"');
    expect(chosen).toContain('Hybrid');
    const empty = renderToString(<Select label="Location type" options={locationTypes} />);
    expect(empty).toContain('Select…');
  });

  it('Checkbox and Switch: native checkboxes with their state', () => {
    const checkbox = renderToString(<Checkbox label="Show my email" defaultChecked />);
    expect(tagWith(checkbox, 'input', 'type="checkbox"')).toContain('checked');
    expect(checkbox).toContain('data-state="checked"');
    const mixed = renderToString(<Checkbox label="All subjects" indeterminate />);
    expect(mixed).toContain('data-state="indeterminate"');
    const sw = renderToString(<Switch label="Open to work" defaultChecked />);
    const input = tagWith(sw, 'input', 'role="switch"');
    expect(input).toContain('aria-checked="true"');
  });

  it('RadioGroup: a fieldset with a legend and native radios', () => {
    const html = renderToString(
      <RadioGroup id="where" label="Location type" options={locationTypes} defaultValue="remote" error="This field is required" />,
    );
    const fieldset = tagWith(html, 'fieldset', 'role="radiogroup"');
    expect(fieldset).toContain('aria-describedby="where-error"');
    expect(fieldset).toContain('aria-invalid="true"');
    expect(html).toContain('<legend');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(tagWith(html, 'input', 'value="remote"')).toContain('checked');
  });

  it('NumberField: a spinbutton with its bounds and steppers', () => {
    const html = renderToString(<NumberField label="Hours" defaultValue={4} min={0} max={23} showSteppers />);
    const input = tagWith(html, 'input', 'role="spinbutton"');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('aria-valuenow="4"');
    expect(input).toContain('aria-valuemax="23"');
    expect(input).toContain('value="4"');
    expect(html).toContain('aria-label="Increase Hours"');
    expect(html).toContain('aria-label="Decrease Hours"');
  });

  it('YearPicker and MonthYearPicker render closed with their values', () => {
    const year = renderToString(<YearPicker label="Year of graduation" defaultValue={2012} />);
    expect(year).toContain('2012');
    const monthYear = renderToString(
      <MonthYearPicker label="Start date" defaultValue={{ month: 9, year: 2019 }} hint="When you joined" />,
    );
    expect(monthYear).toContain('<legend');
    expect(monthYear).toContain('September');
    expect(monthYear).toContain('2019');
    expect(monthYear).toContain('Month');
    expect(monthYear).toContain('Year');
  });

  it('renders without warnings about server-only effects', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderToString(<TextArea label="Bio" autoResize maxLength={1200} />);
    renderToString(<Checkbox label="All" indeterminate />);
    expect(error).not.toHaveBeenCalled();
  });
});
