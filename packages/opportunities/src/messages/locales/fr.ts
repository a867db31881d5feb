import type { CatalogFactory } from '@edupassport/ui/headless';
import type { OpportunitiesMessages } from '../index';

/** French (as international and French schools write it, "vous", French spacing). Ours; hosts override any string. */
const catalog: CatalogFactory<OpportunitiesMessages> = ((f) => {
  const years = (n: number) => f.plural(n, { one: '# an', other: '# ans' });
  return {
    // Events
    eventStatusPublished: 'Publié',
    eventStatusPending: 'En attente d’approbation',
    eventStatusExpired: 'Expiré',
    eventBoost: 'Promouvoir cet événement',
    eventBoosted: 'Événement promu',
    eventEditListing: 'Modifier l’annonce',
    eventReserveSpot: 'Réserver une place',
    eventPreview: 'Aperçu',
    eventShare: (name) => `Partager ${name}`,
    eventFavourite: (name) => `Ajouter ${name} aux favoris`,
    eventDelete: (name) => `Supprimer ${name}`,
    eventDeleteTitle: 'Supprimer l’événement',
    eventDeleteText: 'Voulez-vous vraiment supprimer cet événement\u202f? Cette action est irréversible.',
    eventCoverAlt: (name) => `Image de couverture de ${name}`,
    eventDate: 'Date',
    eventFormat: 'Format',
    eventVenue: 'Lieu',
    eventCategory: 'Catégorie',
    eventLink: 'Lien de l’événement',
    eventStatus: 'Statut',
    eventFactLabel: (label) => `${label}\u00a0: `,
    // Favourites
    favouriteUpdated: 'Vos favoris ont été mis à jour.',
    // Freshness (of an offre d’emploi: feminine)
    freshnessNew: 'Nouvelle',
    freshnessFresh: 'Récente',
    freshnessWeek: '1 semaine',
    freshnessMonth: '1 mois',
    freshnessExpiring: 'Expire bientôt',
    // Admin's job delete
    adminRequired: 'Droits d’administrateur requis pour supprimer des offres d’emploi',
    jobDeleted: 'Offre d’emploi supprimée',
    jobDeleteFailed: 'Échec de la suppression de l’offre d’emploi. Veuillez réessayer.',
    jobDeleteAction: 'Supprimer l’offre d’emploi',
    // Job card
    jobReport: 'Signaler',
    jobFavourite: (title) => `Ajouter ${title} aux favoris`,
    jobShare: (title) => `Partager ${title}`,
    jobReportAria: (title) => `Signaler ${title}`,
    jobCompanyLogo: (company) => `Logo de ${company}`,
    jobExperience: (min, max) =>
      min !== undefined && max !== undefined
        ? min === max
          ? `${years(min)} d’expérience`
          : `${f.number(min)} à ${years(max)} d’expérience`
        : min !== undefined && min > 0
          ? `Au moins ${years(min)} d’expérience`
          : max !== undefined
            ? `Jusqu’à ${years(max)} d’expérience`
            : '',
    jobPosted: 'Publiée le',
    jobDeadline: 'Date limite',
    jobTypes: { Teaching: 'Enseignement', Leadership: 'Direction', Support: 'Soutien', Administration: 'Administration' },
    employmentTypes: {
      'Full-time': 'Temps plein',
      'Part-time': 'Temps partiel',
      Contract: 'Contrat',
      Temporary: 'Temporaire',
      Internship: 'Stage',
      Freelance: 'Indépendant',
      Volunteer: 'Bénévolat',
    },
    ageGroups: {
      'Early Childhood Education (3-5)': 'Petite enfance (3-5 ans)',
      'Primary (6-11)': 'Primaire (6-11 ans)',
      'Secondary (12-18)': 'Secondaire (12-18 ans)',
      'Technical and Vocational': 'Enseignement technique et professionnel',
      'Higher Education': 'Enseignement supérieur',
      'Continuing Education': 'Formation continue',
      'Adult Education (21+)': 'Éducation des adultes (21 ans et +)',
      'Special Education': 'Éducation spécialisée',
    },
    // Employer's job card
    jobEdit: 'Modifier',
    jobPublish: 'Publier',
    jobDelete: 'Supprimer',
    jobViewCandidates: (count) => f.plural(count, { other: 'Voir les candidats (#)' }),
    jobPostJob: 'Publier une offre',
    jobMenu: (title) => `Actions pour ${title}`,
    jobApplicants: (count) => f.plural(count, { one: '# candidat', other: '# candidats' }),
    jobUnreadInbox: (count) =>
      f.plural(count, {
        one: '# notification non lue dans la boîte de réception',
        other: '# notifications non lues dans la boîte de réception',
      }),
    jobStatusDraft: 'Brouillon',
    jobStatusTemplate: 'Modèle',
    // Job report
    jobReportFailed: 'Échec de l’envoi du signalement. Veuillez réessayer.',
    jobReportNoReason: 'Veuillez sélectionner au moins un motif de signalement',
    jobReportNoDetails: 'Veuillez décrire le problème',
    jobReasonSpam: 'Spam ou arnaque',
    jobReasonMisleading: 'Trompeuse',
    jobReasonInappropriate: 'Inappropriée',
    jobReasonDiscrimination: 'Discrimination',
    jobReasonOther: 'Autre',
    jobReportTitle: 'Signaler l’offre d’emploi',
    jobReportDescription: (title) => `Dites-nous ce qui ne va pas avec «\u00a0${title}\u00a0».`,
    jobReportReasons: 'Motifs',
    jobReportDetails: 'Détails',
    jobReportDetailsHint: 'Qu’avez-vous remarqué\u202f? Nos modérateurs lisent chaque signalement.',
    jobReportSubmit: 'Envoyer le signalement',
    jobReportSubmitting: 'Envoi en cours...',
    jobReportCancel: 'Annuler',
    jobReportSuccessTitle: 'Signalement envoyé',
    jobReportSuccessText: 'Merci. Nous examinerons cette offre d’emploi et vous informerons du résultat dans vos notifications.',
    jobReportGoToInbox: 'Voir les notifications',
    jobReportDone: 'Terminé',
    // Deal card and dialog
    dealUseBy: (monthYear) => `Valable jusqu’en ${monthYear}`,
    dealViewDeal: 'Voir l’offre',
    dealFavourite: (name) => `Ajouter ${name} aux favoris`,
    dealDescription: 'Description et instructions',
    dealYourCode: 'Votre code',
    dealCopyCode: 'Copier le code',
    dealCodeCopied: 'Code copié dans le presse-papiers\u202f!',
    dealCodeCopyFailed: 'Échec de la copie du code',
    dealDefaultCode: 'EDUPASSPORT',
    dealShare: 'Partager',
    dealShareAria: (name) => `Partager ${name}`,
    dealPhotoAlt: (name) => `Photo de ${name}`,
    // Lists
    jobListEmpty: 'Aucune offre d’emploi à afficher',
    jobListEmptyText: 'Les nouveaux postes apparaissent ici dès que les établissements les publient.',
    eventListEmpty: 'Aucun événement à afficher',
    eventListEmptyText: 'Les événements à venir apparaissent ici dès leur publication.',
    dealListEmpty: 'Aucune offre à afficher',
    dealListEmptyText: 'Les nouvelles offres pour les enseignants apparaissent ici.',
    jobListLabel: 'Offres d’emploi',
    eventListLabel: 'Événements',
    dealListLabel: 'Offres',
    listFailed: 'Impossible de charger cette liste.',
  };
});

export default catalog;
