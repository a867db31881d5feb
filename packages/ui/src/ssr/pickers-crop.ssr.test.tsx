// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { CountryCityPicker } from '../CountryCityPicker';
import { CountryStatePicker } from '../CountryStatePicker';
import { EduProvider } from '../EduProvider';
import { BANNER_COMPRESSION, compressImage, CROP_ASPECTS, ImageCropDialog } from '../ImageCropDialog';

// Rendering never calls the client: the lists load in effects, which do not run on the server.
const client = createApiClient({ baseUrl: 'http://api.test' });
const countries = [
  { name: 'Germany', iso2: 'DE' },
  { name: 'Singapore', iso2: 'SG' },
];

describe('server rendering of the location pickers', () => {
  it('renders the country/city picker loading its countries, with Reset and Submit', () => {
    const html = renderToString(
      <EduProvider client={client}>
        <CountryCityPicker legend="Current base" />
      </EduProvider>,
    );
    expect(html).toContain('Current base');
    expect(html).toContain('Loading countries');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Reset');
    expect(html).toContain('Submit');
  });

  it('renders given countries as a combobox with its placeholder, the city field disabled', () => {
    const html = renderToString(
      <EduProvider client={client}>
        <CountryCityPicker countries={countries} />
      </EduProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('placeholder="Enter Country"');
    expect(html).toContain('placeholder="Enter City"');
    expect(html).toMatch(/placeholder="Enter City"[^>]*disabled=""|disabled=""[^>]*placeholder="Enter City"/);
  });

  it('renders a locked picker read-only with its saved value and an Edit button', () => {
    const html = renderToString(
      <EduProvider client={client}>
        <CountryCityPicker countries={countries} lockUntilEdit defaultValue={{ country: 'Germany', city: 'Berlin' }} />
      </EduProvider>,
    );
    expect(html).toContain('value="Germany"');
    expect(html).toContain('readOnly=""');
    expect(html).toContain('data-state="locked"');
    expect(html).toContain('Edit');
    expect(html).not.toContain('Submit');
  });

  it('renders the country/state picker without a state list until the states are known', () => {
    const html = renderToString(
      <EduProvider client={client}>
        <CountryStatePicker countries={countries} defaultValue={{ country: 'Germany', state: '' }} />
      </EduProvider>,
    );
    expect(html).toContain('value="Germany"');
    expect(html).toContain('Loading states');
    expect(html).not.toContain('placeholder="Enter State"');
  });
});

describe('server rendering of the image crop dialog', () => {
  it('renders nothing on the server, open or not, without touching document or loading the cropper', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' });
    const html = renderToString(
      <EduProvider>
        <p>Banner</p>
        <ImageCropDialog open onOpenChange={() => {}} file={file} aspect={CROP_ASPECTS.banner} compress={BANNER_COMPRESSION} onCropped={() => {}} />
        <ImageCropDialog open={false} file={null} onCropped={() => {}} />
      </EduProvider>,
    );
    expect(html).toContain('<p>Banner</p>');
    expect(html).not.toContain('role="dialog"');
  });

  it('imports the compressor without a DOM, and it refuses a non-image there too', async () => {
    await expect(compressImage(new Blob(['x'], { type: 'text/plain' }), BANNER_COMPRESSION)).rejects.toMatchObject({ code: 'not-image' });
  });
});
