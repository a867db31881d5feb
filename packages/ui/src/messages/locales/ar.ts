import type { CatalogFactory } from '../../i18n/catalog';
import type { UiMessages } from '../index';

/** Arabic (Modern Standard Arabic, as schools in the Gulf write it). Ours; hosts override any string. */
const catalog: CatalogFactory<UiMessages> = ((f) => {
  const years = (n: number) => f.plural(n, { zero: '# سنوات', one: 'سنة واحدة', two: 'سنتان', few: '# سنوات', many: '# سنة', other: '# سنة' });
  return {
    // Overlays
    close: 'إغلاق',
    back: 'رجوع',
    continue: 'متابعة',
    cancel: 'إلغاء',
    stepOf: (step, total) => `الخطوة ${f.number(step)} من ${f.number(total)}`,
    notifications: 'الإشعارات',
    dismiss: 'تجاهل',
    save: 'حفظ',
    saving: 'جارٍ الحفظ',
    submitFailed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',

    // Fields
    required: 'هذا الحقل مطلوب',
    characterCount: (count, max) => `${f.number(count)}/${f.number(max)}`,
    selectPlaceholder: 'اختر…',
    month: 'الشهر',
    year: 'السنة',
    charactersLeft: (left) =>
      f.plural(left, { zero: 'لم يتبقَّ أي حرف', one: 'يتبقى حرف واحد', two: 'يتبقى حرفان', few: 'تتبقى # أحرف', many: 'يتبقى # حرفًا', other: 'يتبقى # حرف' }),
    charactersOver: (over) =>
      f.plural(over, { zero: 'لا أحرف زائدة', one: 'حرف واحد زائد عن الحد', two: 'حرفان زائدان عن الحد', few: '# أحرف زائدة عن الحد', many: '# حرفًا زائدًا عن الحد', other: '# حرف زائد عن الحد' }),
    increaseValue: (label) => (label ? `زيادة ${label}` : 'زيادة'),
    decreaseValue: (label) => (label ? `إنقاص ${label}` : 'إنقاص'),
    noMatches: 'لا نتائج مطابقة',
    showOptions: 'عرض الخيارات',

    // Display
    loading: 'جارٍ التحميل',
    seeMore: 'عرض المزيد',
    seeLess: 'عرض أقل',
    addToFavourites: 'أضف إلى المفضلة',
    removeFromFavourites: 'إزالة من المفضلة',
    favouriteFailed: 'تعذّر تحديث المفضلة. يُرجى المحاولة مرة أخرى.',
    waitingOffline: 'أنت غير متصل بالإنترنت. سيُرسل هذا عند عودة الاتصال.',
    react: 'تفاعل',
    reactions: 'التفاعلات',
    justNow: 'الآن',
    noDate: '—',
    retry: 'حاول مرة أخرى',
    retryIn: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      if (seconds >= 60)
        return `حاول مرة أخرى بعد ${f.plural(minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' })}`;
      return `حاول مرة أخرى بعد ${f.plural(seconds, { zero: '# ثانية', one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' })}`;
    },
    somethingWentWrong: 'حدث خطأ ما',
    cardFailed: 'تعذّر عرض هذا العنصر.',
    partFailed: 'تعذّر تحميل هذا الجزء. تحقّق من اتصالك.',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    salaryPeriods: { hour: 'ساعة', day: 'يوم', week: 'أسبوع', month: 'شهر', year: 'سنة' },
    employmentTypeLabels: {
      'Full-time': 'دوام كامل',
      'Part-time': 'دوام جزئي',
      Contract: 'عقد',
      Temporary: 'مؤقت',
      Internship: 'تدريب عملي',
      Freelance: 'عمل حر',
      Volunteer: 'تطوع',
    },

    // Carousel
    previous: 'السابق',
    next: 'التالي',
    carouselPosition: (current, total) => `${f.number(current)} / ${f.number(total)}`,
    goToPage: (page) => `الانتقال إلى الصفحة ${f.number(page)}`,
    carouselRoleDescription: 'عرض دوّار',
    slideRoleDescription: 'شريحة',
    slideOf: (slide, total) => `${f.number(slide)} من ${f.number(total)}`,
    slidesShown: (from, to, total) =>
      from === to
        ? `الشريحة ${f.number(from)} من ${f.number(total)}`
        : `الشرائح من ${f.number(from)} إلى ${f.number(to)} من ${f.number(total)}`,

    // Skills
    skillsPlaceholder: 'اختر المهارات',
    skillsLabel: 'المهارات',
    selectedSkills: (n) => `المهارات المختارة (${f.number(n)}):`,
    skillsEmpty: 'يُرجى اختيار المهارات من القائمة أعلاه.',
    moreCount: (n) => `+${f.number(n)} أخرى`,
    removeItem: (item) => `إزالة ${item}`,
    maxSelections: (n) => `يمكنك اختيار ${f.number(n)} كحد أقصى.`,

    // Editor
    editorToolbar: (label) => `تنسيق ${label}`,
    editorBold: 'غامق',
    editorItalic: 'مائل',
    editorUnderline: 'تسطير',
    editorHeading: (level) => `عنوان ${f.number(level)}`,
    editorBulletList: 'قائمة نقطية',
    editorNumberedList: 'قائمة مرقّمة',
    editorQuote: 'اقتباس',
    editorCode: 'رمز برمجي',
    editorLink: 'رابط',
    editorLinkUrl: 'عنوان الرابط',
    editorApplyLink: 'تطبيق',
    editorUndo: 'تراجع',
    editorRedo: 'إعادة',
    editorLoading: 'جارٍ تحميل المحرر…',
    invalidUrl: 'صيغة الرابط غير صحيحة',

    // Delete
    deleteTitle: 'حذف الوظيفة',
    deleteText: 'هل أنت متأكد من حذف هذه الوظيفة؟ لا يمكن التراجع عن هذا الإجراء.',
    deleteConfirm: 'حذف',
    deleteBusy: 'جارٍ الحذف...',

    // Chat
    chatOpener: 'مرحبًا، أودّ التواصل معك!',
    chatLoginRequired: 'يُرجى تسجيل الدخول لبدء محادثة',
    chatMissingUser: 'تعذّر بدء المحادثة: بيانات المستخدم غير متوفرة',
    chatSelf: 'لا يمكنك بدء محادثة مع نفسك',
    chatConnection: 'مشكلة في الاتصال. يُرجى المحاولة مرة أخرى',
    chatFailed: 'تعذّر بدء المحادثة. يُرجى المحاولة مرة أخرى',
    chatStarted: 'بدأت المحادثة بنجاح!',
    chatStarting: 'جارٍ بدء المحادثة...',

    // Uploads
    uploadingFile: (file) => `جارٍ رفع ${file}...`,
    uploadedFile: (file) => `تم رفع ${file} بنجاح`,
    uploadFailedFile: (file) => `تعذّر رفع ${file}`,
    batchUploadFailedTitle: 'تعذّر الرفع',
    batchUploadFailedDescription: 'تعذّر رفع ملفات الوسائط',
    chooseFiles: 'اختر ملفات',
    chooseFile: 'اختر ملفًا',
    dropFiles: 'أو أفلتها هنا',
    dropFile: 'أو أفلته هنا',
    cancelUpload: (file) => `إلغاء رفع ${file}`,
    removeFile: (file) => `إزالة ${file}`,
    uploadProgress: (file) => `رفع ${file}`,
    uploadCancelled: 'أُلغي',
    uploadDone: 'تم الرفع',
    noUploader: 'الرفع غير مُعدّ: مرّر أداة رفع (uploader) إلى EduProvider.',
    fileNotSupported: 'نوع الملف غير مدعوم. يُرجى رفع صورة (JPG أو PNG أو GIF) أو فيديو (MP4 أو MOV) أو ملف PDF.',
    fileTooLarge: (maxSizeMb) => `يجب أن يكون حجم الملف أقل من ${f.number(maxSizeMb)} ميغابايت`,
    noFileProvided: 'لم يُقدَّم أي ملف',
    fileUploadFailed: 'تعذّر رفع الملف. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',

    // Share
    shareTitle: {
      job: 'شارك هذه الوظيفة التعليمية مع الآخرين!',
      event: 'شارك هذه الفعالية التعليمية!',
      deal: 'شارك هذا العرض مع أصدقائك!',
      profile: 'شارك الملف الشخصي لهذا المعلم مع أصدقائك!',
      business_profile: 'شارك صفحة هذه الشركة مع أصدقائك!',
      post: 'شارك هذا المنشور مع أصدقائك!',
    },
    shareMessagePrefix: {
      job: 'اطّلع على هذه الوظيفة التعليمية!',
      event: 'اطّلع على هذه الفعالية التعليمية!',
      deal: 'اطّلع على هذا العرض!',
      profile: 'اطّلع على الملف الشخصي لهذا المعلم!',
      business_profile: 'اطّلع على صفحة هذه الشركة!',
      post: 'اطّلع على هذا المنشور!',
    },
    shareToInstagram: 'المشاركة على Instagram',
    shareOn: (network) => `المشاركة على ${network}`,
    shareNetworks: 'المشاركة على وسائل التواصل الاجتماعي',
    shareOr: 'أو',
    copyLink: 'نسخ الرابط',
    shareViaEmail: 'المشاركة عبر البريد الإلكتروني',
    linkCopied: 'نُسخ الرابط',
    linkCopyFailed: 'تعذّر نسخ الرابط',
    useBy: (monthYear) => `صالح حتى ${monthYear}`,
    viewDeal: 'عرض التفاصيل',

    // Location
    countryLabel: 'الدولة',
    cityLabel: 'المدينة',
    stateLabel: 'الولاية',
    searchCountries: 'ابحث عن دولة...',
    searchCities: 'ابحث عن مدينة...',
    searchStates: 'ابحث عن ولاية...',
    countryPlaceholder: 'أدخل الدولة',
    cityPlaceholder: 'أدخل المدينة',
    statePlaceholder: 'أدخل الولاية',
    locationReset: 'إعادة تعيين',
    locationSubmit: 'إرسال',
    locationEdit: 'تعديل',
    locationShowList: (label) => `عرض قائمة ${label}`,
    loadingCountries: 'جارٍ تحميل الدول',
    loadingCities: 'جارٍ تحميل المدن',
    loadingStates: 'جارٍ تحميل الولايات',
    countriesFailed: 'تعذّر تحميل الدول',
    countriesInvalid: 'صيغة بيانات الدول غير صحيحة',
    citiesEmpty: 'لا توجد مدن لهذه الدولة',
    citiesInvalid: 'صيغة بيانات المدن غير صحيحة',
    citiesFailed: 'تعذّر تحميل المدن',
    citiesFailedLater: 'تعذّر تحميل المدن. يُرجى المحاولة لاحقًا.',
    locationError: (message) => `خطأ: ${message}`,

    // Crop
    cropTitle: 'اقتصاص الصورة',
    cropApply: 'تطبيق',
    cropApplying: 'جارٍ الاقتصاص...',
    cropZoom: 'التكبير',
    cropZoomValue: (percent) => `${f.number(percent)}٪`,
    cropArea: 'منطقة الاقتصاص',
    cropKeyboardHint:
      'اسحب الصورة، أو استخدم أزرار الأسهم، أو مفاتيح الأسهم على منطقة الاقتصاص لتحريكها. استخدم شريط التكبير أو أزرار التكبير للتكبير والتصغير.',
    cropMove: 'تحريك الصورة',
    cropMoveUp: 'تحريك الصورة لأعلى',
    cropMoveDown: 'تحريك الصورة لأسفل',
    cropMoveLeft: 'تحريك الصورة لليسار',
    cropMoveRight: 'تحريك الصورة لليمين',
    cropZoomIn: 'تكبير',
    cropZoomOut: 'تصغير',
    cropLoading: 'جارٍ تحميل أداة الاقتصاص',
    cropPreparing: 'جارٍ تجهيز الصورة',
    cropNoFile: 'لم يُختر أي ملف',
    cropNotImage: 'يُرجى رفع ملف صورة',
    cropProcessFailed: 'تعذّرت معالجة الصورة',
    cropCompressFailed: 'تعذّر ضغط الصورة',
    cropFailed: 'تعذّر اقتصاص الصورة',

    // Share image
    shareImageDialogTitle: 'المشاركة على Instagram',
    shareImageProgress: {
      initializing: 'جارٍ البدء',
      images: 'جارٍ تحميل الصور',
      background: 'جارٍ تحميل الخلفية',
      finalCheck: 'التحقق الأخير',
      generating: 'جارٍ إنشاء صورة المشاركة',
    },
    shareImageFailed: 'تعذّر إنشاء صورة المشاركة. يُرجى المحاولة مرة أخرى.',
    shareImageDownload: 'تنزيل',
    shareImageOpenInstagram: 'فتح Instagram',
    shareImagePreviewAlt: (what) => `ملصق مشاركة ${what}`,
    shareImageTypeName: {
      job: 'هذه الوظيفة',
      event: 'هذه الفعالية',
      deal: 'هذا العرض',
      profile: 'الملف الشخصي لهذا المعلم',
      business_profile: 'صفحة هذه الشركة',
      post: 'هذا المنشور',
    },
    posterHeading: {
      job: 'اطّلع على هذا!',
      event: 'فعالية تعليمية قادمة!',
      deal: 'كن جزءًا من هذا العرض الرائع!',
      profile: 'اطّلع على هذا الملف الشخصي',
      business_profile: 'اطّلع على هذه الصفحة',
      post: 'اطّلع على هذا المنشور!',
    },
    posterBrand: 'EDU Passport',
    posterCallToAction: 'تجده على EDU Passport',
    posterLocation: 'الموقع',
    posterEmploymentType: 'نوع التوظيف',
    posterSalary: 'الراتب',
    posterExperience: 'الخبرة',
    posterExperienceYears: (min, max) =>
      min !== undefined && max !== undefined && max !== min
        ? `من ${f.number(min)} إلى ${f.number(max)} سنوات`
        : years((min ?? max) as number),
    posterApplyBy: 'آخر موعد للتقديم',
    posterDate: 'التاريخ',
    posterFormat: 'نوع الحضور',
    posterVenue: 'المكان',
    posterCategory: 'الفئة',
    posterDealType: 'النوع',
    posterAvailableFrom: 'متاح من',
    posterNationality: 'الجنسية',
    posterSkills: 'المهارات',
    posterCompanySize: 'حجم الشركة',
    posterServices: 'الخدمات',
    posterBy: (name) => `من ${name}`,

    // Errors the API client wrote itself
    apiErrors: {
      network: 'خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى',
      timeout: 'استغرق الخادم وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.',
      http: 'تعذّر على الخادم إكمال الطلب. يُرجى المحاولة مرة أخرى.',
      validation: 'أرسل الخادم ردًا تعذّرت علينا قراءته. يُرجى المحاولة مرة أخرى لاحقًا.',
      aborted: 'أُلغي الطلب.',
      unauthorized: 'يُرجى تسجيل الدخول مرة أخرى للمتابعة.',
      forbidden: 'ليست لديك صلاحية للقيام بذلك.',
      notFound: 'تعذّر علينا العثور على ما تبحث عنه.',
      tooManyRequests: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
      serverError: 'واجه الخادم مشكلة. يُرجى المحاولة مرة أخرى لاحقًا.',
      requestNotPrepared: 'تعذّر تجهيز الطلب. يُرجى التحقق من القيم والمحاولة مرة أخرى.',
      emptyAnswer: 'أرسل الخادم ردًا فارغًا. يُرجى المحاولة مرة أخرى لاحقًا.',
      pageAnswer: 'أرسل الخادم صفحة بدلًا من البيانات. يُرجى المحاولة مرة أخرى لاحقًا.',
      unreadableAnswer: 'أرسل الخادم ردًا تعذّرت علينا قراءته. يُرجى المحاولة مرة أخرى لاحقًا.',
      accessToken: 'تعذّرت قراءة رمز الدخول.',
      noFetch: 'لا تتوفر طريقة لإرسال الطلبات.',
      imageUrl: 'تعذّر تجهيز رابط الصورة.',
      uploadFailed: 'تعذّر رفع الملف. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
      uploadNetwork: 'خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى',
      uploadTimeout: 'انتهت مهلة الرفع: قد يكون الملف كبيرًا جدًا أو الشبكة بطيئة',
    },
    // Waiting changes
    changesStatus: 'تغييرات بانتظار الإرسال',
    changesWaiting: (count) =>
      f.plural(count, {
        zero: 'لا تغييرات بانتظار الإرسال.',
        one: 'تغيير واحد بانتظار الإرسال.',
        two: 'تغييران بانتظار الإرسال.',
        few: '# تغييرات بانتظار الإرسال.',
        many: '# تغييرًا بانتظار الإرسال.',
        other: '# تغيير بانتظار الإرسال.',
      }),
    changesSending: 'جارٍ إرسال تغييراتك…',
    changesSent: (count) =>
      f.plural(count, {
        zero: 'أُرسلت # تغييرات كانت بانتظار الإرسال.',
        one: 'أُرسل التغيير الذي كان بانتظار الإرسال.',
        two: 'أُرسل التغييران اللذان كانا بانتظار الإرسال.',
        few: 'أُرسلت # تغييرات كانت بانتظار الإرسال.',
        many: 'أُرسل # تغييرًا كان بانتظار الإرسال.',
        other: 'أُرسل # تغيير كان بانتظار الإرسال.',
      }),
    changesFailed: (count) =>
      f.plural(count, {
        zero: 'تعذّر إرسال # تغييرات.',
        one: 'تعذّر إرسال تغيير واحد.',
        two: 'تعذّر إرسال تغييرين.',
        few: 'تعذّر إرسال # تغييرات.',
        many: 'تعذّر إرسال # تغييرًا.',
        other: 'تعذّر إرسال # تغيير.',
      }),
    undoChanges: 'تراجع عن التغييرات',
  };
});

export default catalog;
