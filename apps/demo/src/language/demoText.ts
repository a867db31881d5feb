import { createContext, useContext } from 'react';
import type { MockRole } from '@edupassport/api-client/mocks';
import type { DemoLocale } from './DemoLanguage';

/** The nav items of the demo's header, by route group. */
export type NavKey = 'feed' | 'jobs' | 'events' | 'deals' | 'myJobs' | 'educatorProfile' | 'businessProfile' | 'inbox' | 'admin';

/**
 * The demo's own header and nav words (the kit's components bring their own catalogs). The demo's, not the spec's:
 * the kit's glossary's words where it has them.
 */
export interface DemoText {
  skipToContent: string;
  /** The main navigation's accessible name. */
  mainNav: string;
  nav: Record<NavKey, string>;
  language: string;
  viewAs: string;
  roles: Record<MockRole, string>;
  realisticServer: string;
  someoneElsePosts: string;
  /** After Someone else posts: who did. */
  somebodyPosted: (name: string) => string;
  resetDemoData: string;
}

const en: DemoText = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  nav: {
    feed: 'Feed',
    jobs: 'Jobs',
    events: 'Events',
    deals: 'Deals',
    myJobs: 'My jobs',
    educatorProfile: 'Educator profile',
    businessProfile: 'Business profile',
    inbox: 'Inbox',
    admin: 'Admin',
  },
  language: 'Language',
  viewAs: 'View as',
  roles: {
    anonymous: 'Anonymous visitor',
    member: 'Member (educator)',
    postAuthor: 'Post author',
    employer: 'Employer',
    businessOwner: 'Business owner',
    admin: 'Admin',
  },
  realisticServer: 'Realistic server',
  someoneElsePosts: 'Someone else posts',
  somebodyPosted: (name) => `${name} posted.`,
  resetDemoData: 'Reset demo data',
};

const ar: DemoText = {
  skipToContent: 'انتقل إلى المحتوى',
  mainNav: 'التنقل الرئيسي',
  nav: {
    feed: 'آخر المستجدات',
    jobs: 'الوظائف',
    events: 'الفعاليات',
    deals: 'العروض',
    myJobs: 'وظائفي',
    educatorProfile: 'الملف الشخصي للمعلم',
    businessProfile: 'صفحة الشركة',
    inbox: 'صندوق الوارد',
    admin: 'المشرف',
  },
  language: 'اللغة',
  viewAs: 'العرض بصفة',
  roles: {
    anonymous: 'زائر غير مسجل',
    member: 'عضو (معلم)',
    postAuthor: 'كاتب المنشور',
    employer: 'جهة التوظيف',
    businessOwner: 'صاحب الشركة',
    admin: 'المشرف',
  },
  realisticServer: 'خادم واقعي',
  someoneElsePosts: 'شخص آخر ينشر',
  somebodyPosted: (name) => `نشر ${name} منشورًا.`,
  resetDemoData: 'إعادة تعيين بيانات العرض',
};

const fr: DemoText = {
  skipToContent: 'Aller au contenu',
  mainNav: 'Navigation principale',
  nav: {
    feed: 'Fil d’actualité',
    jobs: 'Offres d’emploi',
    events: 'Événements',
    deals: 'Offres',
    myJobs: 'Mes offres d’emploi',
    educatorProfile: 'Profil enseignant',
    businessProfile: 'Page entreprise',
    inbox: 'Boîte de réception',
    admin: 'Administration',
  },
  language: 'Langue',
  viewAs: 'Voir en tant que',
  roles: {
    anonymous: 'Visiteur anonyme',
    member: 'Membre (enseignant)',
    postAuthor: 'Auteur de la publication',
    employer: 'Employeur',
    businessOwner: 'Responsable d’entreprise',
    admin: 'Administrateur',
  },
  realisticServer: 'Serveur réaliste',
  someoneElsePosts: 'Quelqu’un d’autre publie',
  somebodyPosted: (name) => `${name} a publié.`,
  resetDemoData: 'Réinitialiser les données de la démo',
};

const es: DemoText = {
  skipToContent: 'Saltar al contenido',
  mainNav: 'Navegación principal',
  nav: {
    feed: 'Novedades',
    jobs: 'Ofertas de empleo',
    events: 'Eventos',
    deals: 'Ofertas',
    myJobs: 'Mis ofertas de empleo',
    educatorProfile: 'Perfil de docente',
    businessProfile: 'Página de empresa',
    inbox: 'Bandeja de entrada',
    admin: 'Administración',
  },
  language: 'Idioma',
  viewAs: 'Ver como',
  roles: {
    anonymous: 'Visitante anónimo',
    member: 'Miembro (docente)',
    postAuthor: 'Autor de la publicación',
    employer: 'Empleador',
    businessOwner: 'Propietario de empresa',
    admin: 'Administrador',
  },
  realisticServer: 'Servidor realista',
  someoneElsePosts: 'Otra persona publica',
  somebodyPosted: (name) => `${name} publicó.`,
  resetDemoData: 'Restablecer los datos de la demo',
};

/** The demo's words in each language of its language switch. */
export const demoTexts: Record<DemoLocale, DemoText> = { en, ar, fr, es };

/** The header's words in the language the demo shows; English outside the shell. */
export const DemoTextContext = createContext<DemoText>(en);

export function useDemoText(): DemoText {
  return useContext(DemoTextContext);
}
