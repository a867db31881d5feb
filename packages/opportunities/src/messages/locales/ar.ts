import type { CatalogFactory } from '@edupassport/ui/headless';
import type { OpportunitiesMessages } from '../index';

/** Arabic (Modern Standard Arabic, as schools in the Gulf write it). Ours; hosts override any string. */
const catalog: CatalogFactory<OpportunitiesMessages> = ((f) => {
  // Years after a noun ("خبرة سنتين"): the genitive forms.
  const years = (n: number) =>
    f.plural(n, { zero: '# سنة', one: 'سنة واحدة', two: 'سنتين', few: '# سنوات', many: '# سنة', other: '# سنة' });
  return {
    // Events
    eventStatusPublished: 'منشورة',
    eventStatusPending: 'بانتظار الموافقة',
    eventStatusExpired: 'منتهية',
    eventBoost: 'روّج لهذه الفعالية',
    eventBoosted: 'تم ترويج الفعالية',
    eventEditListing: 'تعديل الفعالية',
    eventReserveSpot: 'احجز مقعدًا',
    eventPreview: 'معاينة',
    eventShare: (name) => `مشاركة ${name}`,
    eventFavourite: (name) => `أضف ${name} إلى المفضلة`,
    eventDelete: (name) => `حذف ${name}`,
    eventDeleteTitle: 'حذف الفعالية',
    eventDeleteText: 'هل أنت متأكد من أنك تريد حذف هذه الفعالية؟ لا يمكن التراجع عن هذا الإجراء.',
    eventCoverAlt: (name) => `صورة غلاف ${name}`,
    eventDate: 'التاريخ',
    eventFormat: 'نمط الحضور',
    eventVenue: 'المكان',
    eventCategory: 'الفئة',
    eventLink: 'رابط الفعالية',
    eventStatus: 'الحالة',
    eventFactLabel: (label) => `${label}: `,
    // Favourites
    favouriteUpdated: 'تم تحديث المفضلة.',
    // Freshness
    freshnessNew: 'جديدة',
    freshnessFresh: 'حديثة',
    freshnessWeek: 'أسبوع واحد',
    freshnessMonth: 'شهر واحد',
    freshnessExpiring: 'تنتهي قريبًا',
    // Admin's job delete
    adminRequired: 'يلزم امتلاك صلاحيات المشرف لحذف الوظائف',
    jobDeleted: 'تم حذف الوظيفة بنجاح',
    jobDeleteFailed: 'تعذّر حذف الوظيفة. يرجى المحاولة مرة أخرى.',
    jobDeleteAction: 'حذف الوظيفة',
    // Job card
    jobReport: 'إبلاغ',
    jobFavourite: (title) => `أضف ${title} إلى المفضلة`,
    jobShare: (title) => `مشاركة ${title}`,
    jobReportAria: (title) => `إبلاغ عن ${title}`,
    jobCompanyLogo: (company) => `شعار ${company}`,
    jobExperience: (min, max) =>
      min !== undefined && max !== undefined
        ? min === max
          ? `خبرة ${years(min)}`
          : `خبرة من ${f.number(min)} إلى ${f.plural(max, { one: '# سنة', two: '# سنة', few: '# سنوات', many: '# سنة', other: '# سنة' })}`
        : min !== undefined && min > 0
          ? `خبرة ${years(min)} أو أكثر`
          : max !== undefined
            ? `خبرة حتى ${years(max)}`
            : '',
    jobPosted: 'تاريخ النشر',
    jobDeadline: 'آخر موعد للتقديم',
    jobTypes: { Teaching: 'تدريس', Leadership: 'قيادة', Support: 'دعم', Administration: 'إدارة' },
    employmentTypes: {
      'Full-time': 'دوام كامل',
      'Part-time': 'دوام جزئي',
      Contract: 'عقد',
      Temporary: 'مؤقت',
      Internship: 'تدريب عملي',
      Freelance: 'عمل حر',
      Volunteer: 'تطوع',
    },
    ageGroups: {
      'Early Childhood Education (3-5)': 'الطفولة المبكرة (3-5)',
      'Primary (6-11)': 'المرحلة الابتدائية (6-11)',
      'Secondary (12-18)': 'المرحلة الثانوية (12-18)',
      'Technical and Vocational': 'التعليم التقني والمهني',
      'Higher Education': 'التعليم العالي',
      'Continuing Education': 'التعليم المستمر',
      'Adult Education (21+)': 'تعليم الكبار (21+)',
      'Special Education': 'التربية الخاصة',
    },
    // Employer's job card
    jobEdit: 'تعديل',
    jobPublish: 'نشر',
    jobDelete: 'حذف',
    jobViewCandidates: (count) => f.plural(count, { other: 'عرض المرشحين (#)' }),
    jobPostJob: 'نشر وظيفة',
    jobMenu: (title) => `إجراءات ${title}`,
    jobApplicants: (count) =>
      f.plural(count, { zero: 'لا يوجد متقدمون', one: 'متقدم واحد', two: 'متقدمان', few: '# متقدمين', many: '# متقدمًا', other: '# متقدم' }),
    jobUnreadInbox: (count) =>
      f.plural(count, {
        zero: 'لا إشعارات غير مقروءة في البريد الوارد',
        one: 'إشعار واحد غير مقروء في البريد الوارد',
        two: 'إشعاران غير مقروءين في البريد الوارد',
        few: '# إشعارات غير مقروءة في البريد الوارد',
        many: '# إشعارًا غير مقروء في البريد الوارد',
        other: '# إشعار غير مقروء في البريد الوارد',
      }),
    jobStatusDraft: 'مسودة',
    jobStatusTemplate: 'قالب',
    // Job report
    jobReportFailed: 'تعذّر إرسال البلاغ. يرجى المحاولة مرة أخرى.',
    jobReportNoReason: 'يرجى اختيار سبب واحد على الأقل للإبلاغ',
    jobReportNoDetails: 'يرجى تقديم تفاصيل عن المشكلة',
    jobReasonSpam: 'رسائل مزعجة أو احتيال',
    jobReasonMisleading: 'محتوى مضلل',
    jobReasonInappropriate: 'محتوى غير لائق',
    jobReasonDiscrimination: 'تمييز',
    jobReasonOther: 'سبب آخر',
    jobReportTitle: 'الإبلاغ عن وظيفة',
    jobReportDescription: (title) => `أخبرنا بما هو خاطئ في «${title}».`,
    jobReportReasons: 'الأسباب',
    jobReportDetails: 'التفاصيل',
    jobReportDetailsHint: 'ماذا لاحظت؟ يقرأ مشرفونا كل بلاغ.',
    jobReportSubmit: 'إرسال البلاغ',
    jobReportSubmitting: 'جارٍ الإرسال...',
    jobReportCancel: 'إلغاء',
    jobReportSuccessTitle: 'تم إرسال البلاغ',
    jobReportSuccessText: 'شكرًا لك. سنراجع هذه الوظيفة ونبلغك بالنتيجة في إشعاراتك.',
    jobReportGoToInbox: 'عرض الإشعارات',
    jobReportDone: 'تم',
    // Deal card and dialog
    dealUseBy: (monthYear) => `صالح حتى ${monthYear}`,
    dealViewDeal: 'اطّلع على العرض',
    dealFavourite: (name) => `أضف ${name} إلى المفضلة`,
    dealDescription: 'الوصف والتعليمات',
    dealYourCode: 'رمزك',
    dealCopyCode: 'نسخ الرمز',
    dealCodeCopied: 'تم نسخ الرمز إلى الحافظة!',
    dealCodeCopyFailed: 'تعذّر نسخ الرمز',
    dealDefaultCode: 'EDUPASSPORT',
    dealShare: 'مشاركة',
    dealShareAria: (name) => `مشاركة ${name}`,
    dealPhotoAlt: (name) => `صورة ${name}`,
    // Lists
    jobListEmpty: 'لا توجد وظائف لعرضها',
    jobListEmptyText: 'تظهر الوظائف الشاغرة الجديدة هنا عندما تنشرها المدارس.',
    eventListEmpty: 'لا توجد فعاليات لعرضها',
    eventListEmptyText: 'تظهر الفعاليات القادمة هنا فور نشرها.',
    dealListEmpty: 'لا توجد عروض لعرضها',
    dealListEmptyText: 'تظهر هنا العروض الجديدة للمعلمين.',
    jobListLabel: 'الوظائف',
    eventListLabel: 'الفعاليات',
    dealListLabel: 'العروض',
    listFailed: 'تعذّر تحميل هذه القائمة.',
  };
});

export default catalog;
