import type { CatalogFactory } from '@edupassport/ui/headless';
import type { OpportunitiesMessages } from '../index';

/** Spanish (neutral international Spanish, "tú"). Ours; hosts override any string. */
const catalog: CatalogFactory<OpportunitiesMessages> = ((f) => {
  const years = (n: number) => f.plural(n, { one: '# año', other: '# años' });
  return {
    // Events
    eventStatusPublished: 'Publicado',
    eventStatusPending: 'Aprobación pendiente',
    eventStatusExpired: 'Caducado',
    eventBoost: 'Promociona este evento',
    eventBoosted: 'Evento promocionado',
    eventEditListing: 'Editar anuncio',
    eventReserveSpot: 'Reservar lugar',
    eventPreview: 'Vista previa',
    eventShare: (name) => `Compartir ${name}`,
    eventFavourite: (name) => `Añadir ${name} a favoritos`,
    eventDelete: (name) => `Eliminar ${name}`,
    eventDeleteTitle: 'Eliminar evento',
    eventDeleteText: '¿Seguro que quieres eliminar este evento? Esta acción no se puede deshacer.',
    eventCoverAlt: (name) => `Imagen de portada de ${name}`,
    eventDate: 'Fecha',
    eventFormat: 'Formato',
    eventVenue: 'Lugar',
    eventCategory: 'Categoría',
    eventLink: 'Enlace del evento',
    eventStatus: 'Estado',
    eventFactLabel: (label) => `${label}: `,
    // Favourites
    favouriteUpdated: 'Se actualizaron tus favoritos.',
    // Freshness (of an oferta de empleo: feminine)
    freshnessNew: 'Nueva',
    freshnessFresh: 'Reciente',
    freshnessWeek: '1 semana',
    freshnessMonth: '1 mes',
    freshnessExpiring: 'Vence pronto',
    // Admin's job delete
    adminRequired: 'Se requieren privilegios de administrador para eliminar ofertas de empleo',
    jobDeleted: 'Oferta de empleo eliminada correctamente',
    jobDeleteFailed: 'No se pudo eliminar la oferta de empleo. Inténtalo de nuevo.',
    jobDeleteAction: 'Eliminar oferta de empleo',
    // Job card
    jobReport: 'Reportar',
    jobFavourite: (title) => `Añadir ${title} a favoritos`,
    jobShare: (title) => `Compartir ${title}`,
    jobReportAria: (title) => `Reportar ${title}`,
    jobCompanyLogo: (company) => `Logotipo de ${company}`,
    jobExperience: (min, max) =>
      min !== undefined && max !== undefined
        ? min === max
          ? `${years(min)} de experiencia`
          : `De ${f.number(min)} a ${years(max)} de experiencia`
        : min !== undefined && min > 0
          ? `Al menos ${years(min)} de experiencia`
          : max !== undefined
            ? `Hasta ${years(max)} de experiencia`
            : '',
    jobPosted: 'Publicada el',
    jobDeadline: 'Fecha límite',
    jobTypes: { Teaching: 'Docencia', Leadership: 'Dirección', Support: 'Apoyo', Administration: 'Administración' },
    employmentTypes: {
      'Full-time': 'Tiempo completo',
      'Part-time': 'Tiempo parcial',
      Contract: 'Contrato',
      Temporary: 'Temporal',
      Internship: 'Prácticas',
      Freelance: 'Independiente',
      Volunteer: 'Voluntariado',
    },
    ageGroups: {
      'Early Childhood Education (3-5)': 'Educación infantil (3-5)',
      'Primary (6-11)': 'Primaria (6-11)',
      'Secondary (12-18)': 'Secundaria (12-18)',
      'Technical and Vocational': 'Formación técnica y profesional',
      'Higher Education': 'Educación superior',
      'Continuing Education': 'Educación continua',
      'Adult Education (21+)': 'Educación de adultos (21+)',
      'Special Education': 'Educación especial',
    },
    // Employer's job card
    jobEdit: 'Editar',
    jobPublish: 'Publicar',
    jobDelete: 'Eliminar',
    jobViewCandidates: (count) => f.plural(count, { other: 'Ver candidatos (#)' }),
    jobPostJob: 'Publicar oferta',
    jobMenu: (title) => `Acciones de ${title}`,
    jobApplicants: (count) => f.plural(count, { one: '# candidato', other: '# candidatos' }),
    jobUnreadInbox: (count) =>
      f.plural(count, {
        one: '# notificación sin leer en la bandeja de entrada',
        other: '# notificaciones sin leer en la bandeja de entrada',
      }),
    jobStatusDraft: 'Borrador',
    jobStatusTemplate: 'Plantilla',
    // Job report
    jobReportFailed: 'No se pudo enviar el reporte. Inténtalo de nuevo.',
    jobReportNoReason: 'Selecciona al menos un motivo para reportar',
    jobReportNoDetails: 'Describe el problema con detalle',
    jobReasonSpam: 'Spam o estafa',
    jobReasonMisleading: 'Engañosa',
    jobReasonInappropriate: 'Inapropiada',
    jobReasonDiscrimination: 'Discriminación',
    jobReasonOther: 'Otro',
    jobReportTitle: 'Reportar oferta de empleo',
    jobReportDescription: (title) => `Cuéntanos qué problema tiene «${title}».`,
    jobReportReasons: 'Motivos',
    jobReportDetails: 'Detalles',
    jobReportDetailsHint: '¿Qué notaste? Nuestros moderadores leen cada reporte.',
    jobReportSubmit: 'Enviar reporte',
    jobReportSubmitting: 'Enviando...',
    jobReportCancel: 'Cancelar',
    jobReportSuccessTitle: 'Reporte enviado',
    jobReportSuccessText: 'Gracias. Revisaremos esta oferta de empleo y te informaremos del resultado en tus notificaciones.',
    jobReportGoToInbox: 'Ver notificaciones',
    jobReportDone: 'Listo',
    // Deal card and dialog
    dealUseBy: (monthYear) => `Válido hasta ${monthYear}`,
    dealViewDeal: 'Ver oferta',
    dealFavourite: (name) => `Añadir ${name} a favoritos`,
    dealDescription: 'Descripción e instrucciones',
    dealYourCode: 'Tu código',
    dealCopyCode: 'Copiar código',
    dealCodeCopied: '¡Código copiado al portapapeles!',
    dealCodeCopyFailed: 'No se pudo copiar el código',
    dealDefaultCode: 'EDUPASSPORT',
    dealShare: 'Compartir',
    dealShareAria: (name) => `Compartir ${name}`,
    dealPhotoAlt: (name) => `Foto de ${name}`,
    // Lists
    jobListEmpty: 'No hay ofertas de empleo',
    jobListEmptyText: 'Las nuevas vacantes aparecen aquí cuando los centros educativos las publican.',
    eventListEmpty: 'No hay eventos',
    eventListEmptyText: 'Los próximos eventos aparecen aquí cuando se publican.',
    dealListEmpty: 'No hay ofertas',
    dealListEmptyText: 'Aquí aparecen las nuevas ofertas para docentes.',
    jobListLabel: 'Ofertas de empleo',
    eventListLabel: 'Eventos',
    dealListLabel: 'Ofertas',
    listFailed: 'No se pudo cargar esta lista.',
  };
});

export default catalog;
