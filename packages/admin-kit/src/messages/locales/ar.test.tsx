import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { EduProvider } from '@edupassport/ui';
import { buildCatalog } from '../../../../../test-support/catalogs';
import { AdminSidebarMenu } from '../../AdminSidebarMenu';
import factory from './ar';

describe('admin kit in Arabic', () => {
  const ar = buildCatalog(factory, 'ar');

  it('names the job in the delete label and translates the menu', () => {
    expect((ar.deleteJobNamedLabel as (title: string) => string)('معلم رياضيات')).toBe('حذف الوظيفة: معلم رياضيات');
    expect(ar['menu.promo.create']).toBe('إنشاء رمز ترويجي');
    expect(ar.collapseMenu).toBe('طي القائمة');
  });
});

describe('AdminSidebarMenu in Arabic', () => {
  it('shows its title, toggle and items in Arabic under a right-to-left, Arabic root', async () => {
    render(
      <EduProvider locale="ar">
        <Suspense fallback={null}>
          <AdminSidebarMenu currentPath="/admin/dashboard/opportunities/requests-jobs" />
        </Suspense>
      </EduProvider>,
    );
    // Wait for the catalog by text (cheap), then query by role once it is here: role queries over the whole menu are slow in jsdom.
    await screen.findByText('المشرف', {}, { timeout: 4000 });
    const nav = screen.getByRole('navigation', { name: 'المشرف' });
    expect(screen.getByRole('button', { name: 'طي القائمة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلبات الوظائف' })).toBeInTheDocument();
    const root = nav.closest('[data-edu-theme]');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveAttribute('dir', 'rtl');
  });
});
