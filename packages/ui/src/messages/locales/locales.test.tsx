import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import { DeleteConfirmDialog } from '../../DeleteConfirmDialog';
import { EduProvider } from '../../EduProvider';
import type { UiMessages } from '../index';
import ar from './ar';
import es from './es';
import fr from './fr';

const arabic = (locale = 'ar') => buildCatalog(ar, locale) as unknown as UiMessages;

describe('the ui catalogs', () => {
  it('Arabic counts characters in all six forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => arabic().charactersLeft(n))).toEqual([
      'لم يتبقَّ أي حرف',
      'يتبقى حرف واحد',
      'يتبقى حرفان',
      'تتبقى 3 أحرف',
      'يتبقى 11 حرفًا',
      'يتبقى 100 حرف',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((n) => arabic().retryIn(n))).toEqual([
      'حاول مرة أخرى بعد 0 ثانية',
      'حاول مرة أخرى بعد ثانية واحدة',
      'حاول مرة أخرى بعد ثانيتين',
      'حاول مرة أخرى بعد 3 ثوانٍ',
      'حاول مرة أخرى بعد 11 ثانية',
      'حاول مرة أخرى بعد دقيقتين',
    ]);
  });

  it('counts the changes waiting to be sent, in every language', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => arabic().changesWaiting(n))).toEqual([
      'لا تغييرات بانتظار الإرسال.',
      'تغيير واحد بانتظار الإرسال.',
      'تغييران بانتظار الإرسال.',
      '3 تغييرات بانتظار الإرسال.',
      '11 تغييرًا بانتظار الإرسال.',
      '100 تغيير بانتظار الإرسال.',
    ]);
    expect(arabic('ar-SA').changesFailed(3)).toBe('تعذّر إرسال ٣ تغييرات.');
    const french = buildCatalog(fr, 'fr') as unknown as UiMessages;
    expect([0, 1, 2].map((n) => french.changesWaiting(n))).toEqual([
      '0 modification en attente d’envoi.',
      '1 modification en attente d’envoi.',
      '2 modifications en attente d’envoi.',
    ]);
    const spanish = buildCatalog(es, 'es') as unknown as UiMessages;
    expect([1, 2].map((n) => spanish.changesSent(n))).toEqual(['Se envió tu cambio pendiente.', 'Se enviaron tus 2 cambios pendientes.']);
  });

  it('writes ar-SA numbers in Arabic-Indic digits', () => {
    expect(arabic('ar-SA').stepOf(2, 3)).toBe('الخطوة ٢ من ٣');
    expect(arabic('ar-SA').charactersLeft(11)).toBe('يتبقى ١١ حرفًا');
  });

  it('French and Spanish count as their languages do', () => {
    const french = buildCatalog(fr, 'fr') as unknown as UiMessages;
    expect([0, 1, 2].map((n) => french.charactersLeft(n))).toEqual(['0 caractère restant', '1 caractère restant', '2 caractères restants']);
    const spanish = buildCatalog(es, 'es') as unknown as UiMessages;
    expect([1, 2].map((n) => spanish.charactersLeft(n))).toEqual(['Queda 1 carácter', 'Quedan 2 caracteres']);
  });

  it('shows a dialog in Arabic, its layer right to left', async () => {
    render(
      <EduProvider locale="ar">
        <DeleteConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} />
      </EduProvider>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف الوظيفة' });
    expect(screen.getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    const layer = dialog.closest('[data-edu-dialog-layer]');
    expect(layer).toHaveAttribute('dir', 'rtl');
    expect(layer).toHaveAttribute('lang', 'ar');
  });
});
