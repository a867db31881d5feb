import type { CatalogFactory } from '../../i18n/catalog';
import type { UiMessages } from '../index';

// French typography: a no-break space before ":", a narrow one before "!", "?" and "%".
const NB = '\u00a0';
const NNB = '\u202f';

/** French (as international and French schools write it, with « vous »). Ours; hosts override any string. */
const catalog: CatalogFactory<UiMessages> = ((f) => ({
  // Overlays
  close: 'Fermer',
  back: 'Retour',
  continue: 'Continuer',
  cancel: 'Annuler',
  stepOf: (step, total) => `Étape ${f.number(step)} sur ${f.number(total)}`,
  notifications: 'Notifications',
  dismiss: 'Ignorer',
  save: 'Enregistrer',
  saving: 'Enregistrement',
  submitFailed: 'Une erreur est survenue. Veuillez réessayer.',

  // Fields
  required: 'Ce champ est obligatoire',
  characterCount: (count, max) => `${f.number(count)}/${f.number(max)}`,
  selectPlaceholder: 'Sélectionner…',
  month: 'Mois',
  year: 'Année',
  charactersLeft: (left) => f.plural(left, { one: '# caractère restant', other: '# caractères restants' }),
  charactersOver: (over) => f.plural(over, { one: '# caractère en trop', other: '# caractères en trop' }),
  increaseValue: (label) => (label ? `Augmenter ${label}` : 'Augmenter'),
  decreaseValue: (label) => (label ? `Diminuer ${label}` : 'Diminuer'),
  noMatches: 'Aucun résultat',
  showOptions: 'Afficher les options',

  // Display
  loading: 'Chargement',
  seeMore: 'voir plus',
  seeLess: 'voir moins',
  addToFavourites: 'Ajouter aux favoris',
  removeFromFavourites: 'Retirer des favoris',
  favouriteFailed: 'Impossible de mettre à jour les favoris. Veuillez réessayer.',
  waitingOffline: 'Vous êtes hors ligne. Ce sera envoyé dès le retour de la connexion.',
  react: 'Réagir',
  reactions: 'Réactions',
  justNow: 'à l’instant',
  noDate: '—',
  retry: 'Réessayer',
  retryIn: (seconds) => {
    const minutes = Math.ceil(seconds / 60);
    if (seconds >= 60) return `Réessayer dans ${f.plural(minutes, { one: '# minute', other: '# minutes' })}`;
    return `Réessayer dans ${f.plural(seconds, { one: '# seconde', other: '# secondes' })}`;
  },
  somethingWentWrong: 'Une erreur est survenue',
  cardFailed: 'Cet élément n’a pas pu être affiché.',
  partFailed: 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion.',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  salaryPeriods: { hour: 'heure', day: 'jour', week: 'semaine', month: 'mois', year: 'an' },

  // Carousel
  previous: 'Précédent',
  next: 'Suivant',
  carouselPosition: (current, total) => `${f.number(current)} / ${f.number(total)}`,
  goToPage: (page) => `Aller à la page ${f.number(page)}`,
  carouselRoleDescription: 'carrousel',
  slideRoleDescription: 'diapositive',
  slideOf: (slide, total) => `${f.number(slide)} sur ${f.number(total)}`,
  slidesShown: (from, to, total) =>
    from === to
      ? `Diapositive ${f.number(from)} sur ${f.number(total)}`
      : `Diapositives ${f.number(from)} à ${f.number(to)} sur ${f.number(total)}`,

  // Skills
  skillsPlaceholder: 'Sélectionner des compétences',
  skillsLabel: 'Compétences',
  selectedSkills: (n) => `Compétences sélectionnées (${f.number(n)})${NB}:`,
  skillsEmpty: 'Veuillez choisir des compétences ci-dessus.',
  moreCount: (n) => `+${f.number(n)} de plus`,
  removeItem: (item) => `Retirer ${item}`,
  maxSelections: (n) => `Vous pouvez en choisir ${f.number(n)} au maximum.`,

  // Editor
  editorToolbar: (label) => `Mise en forme de ${label}`,
  editorBold: 'Gras',
  editorItalic: 'Italique',
  editorUnderline: 'Souligné',
  editorHeading: (level) => `Titre ${f.number(level)}`,
  editorBulletList: 'Liste à puces',
  editorNumberedList: 'Liste numérotée',
  editorQuote: 'Citation',
  editorCode: 'Code',
  editorLink: 'Lien',
  editorLinkUrl: 'URL du lien',
  editorApplyLink: 'Appliquer',
  editorUndo: 'Annuler',
  editorRedo: 'Rétablir',
  editorLoading: 'Chargement de l’éditeur…',
  invalidUrl: 'Format d’URL non valide',

  // Delete
  deleteTitle: 'Supprimer l’offre d’emploi',
  deleteText: `Voulez-vous vraiment supprimer cette offre d’emploi${NNB}? Cette action est irréversible.`,
  deleteConfirm: 'Supprimer',
  deleteBusy: 'Suppression...',

  // Chat
  chatOpener: `Bonjour, j’aimerais entrer en contact avec vous${NNB}!`,
  chatLoginRequired: 'Veuillez vous connecter pour démarrer une discussion',
  chatMissingUser: `Impossible de démarrer la discussion${NB}: les données de l’utilisateur manquent`,
  chatSelf: 'Vous ne pouvez pas démarrer une discussion avec vous-même',
  chatConnection: 'Problème de connexion. Veuillez réessayer',
  chatFailed: 'Impossible de démarrer la discussion. Veuillez réessayer',
  chatStarted: `Discussion démarrée${NNB}!`,
  chatStarting: 'Démarrage de la conversation...',

  // Uploads
  uploadingFile: (file) => `Téléversement de ${file}...`,
  uploadedFile: (file) => `${file} téléversé`,
  uploadFailedFile: (file) => `Impossible de téléverser ${file}`,
  batchUploadFailedTitle: 'Échec du téléversement',
  batchUploadFailedDescription: 'Impossible de téléverser les fichiers multimédias',
  chooseFiles: 'Choisir des fichiers',
  chooseFile: 'Choisir un fichier',
  dropFiles: 'ou déposez-les ici',
  dropFile: 'ou déposez-le ici',
  cancelUpload: (file) => `Annuler le téléversement de ${file}`,
  removeFile: (file) => `Retirer ${file}`,
  uploadProgress: (file) => `Téléversement de ${file}`,
  uploadCancelled: 'Annulé',
  uploadDone: 'Téléversé',
  noUploader: `Les téléversements ne sont pas configurés${NB}: passez un uploader à EduProvider.`,

  // Share
  shareTitle: {
    job: `Partagez cette offre d’emploi EDU${NNB}!`,
    event: `Partagez cet événement EDU${NNB}!`,
    deal: `Partagez cette offre avec vos amis${NNB}!`,
    profile: `Partagez ce profil d’enseignant avec vos amis${NNB}!`,
    business_profile: `Partagez cette page entreprise avec vos amis${NNB}!`,
    post: `Partagez cette publication avec vos amis${NNB}!`,
  },
  shareMessagePrefix: {
    job: `Découvrez cette offre d’emploi EDU${NNB}!`,
    event: `Découvrez cet événement EDU${NNB}!`,
    deal: `Découvrez cette offre EDU${NNB}!`,
    profile: `Découvrez ce profil d’enseignant EDU${NNB}!`,
    business_profile: `Découvrez cette page entreprise EDU${NNB}!`,
    post: `Découvrez cette publication EDU${NNB}!`,
  },
  shareToInstagram: 'Partager sur Instagram',
  shareOn: (network) => `Partager sur ${network}`,
  shareNetworks: 'Partager sur les réseaux sociaux',
  shareOr: 'OU',
  copyLink: 'Copier le lien',
  shareViaEmail: 'Partager par e-mail',
  linkCopied: 'Lien copié dans le presse-papiers',
  linkCopyFailed: 'Impossible de copier le lien',
  useBy: (monthYear) => `Valable jusqu’en ${monthYear}`,
  viewDeal: 'Voir l’offre',

  // Location
  countryLabel: 'Pays',
  cityLabel: 'Ville',
  stateLabel: 'État',
  searchCountries: 'Rechercher un pays...',
  searchCities: 'Rechercher une ville...',
  searchStates: 'Rechercher un État...',
  countryPlaceholder: 'Saisir le pays',
  cityPlaceholder: 'Saisir la ville',
  statePlaceholder: 'Saisir l’État',
  locationReset: 'Réinitialiser',
  locationSubmit: 'Valider',
  locationEdit: 'Modifier',
  locationShowList: (label) => `Afficher la liste ${label}`,
  loadingCountries: 'Chargement des pays',
  loadingCities: 'Chargement des villes',
  loadingStates: 'Chargement des États',
  countriesFailed: 'Impossible de charger les pays',
  countriesInvalid: 'Format des données des pays non valide',
  citiesEmpty: 'Aucune ville trouvée pour ce pays',
  citiesInvalid: 'Format des données des villes non valide',
  citiesFailed: 'Impossible de charger les villes',
  citiesFailedLater: 'Impossible de charger les villes. Veuillez réessayer plus tard.',
  locationError: (message) => `Erreur${NB}: ${message}`,

  // Crop
  cropTitle: 'Recadrer l’image',
  cropApply: 'Appliquer',
  cropApplying: 'Recadrage...',
  cropZoom: 'Zoom',
  cropZoomValue: (percent) => `${f.number(percent)}${NNB}%`,
  cropArea: 'Zone de recadrage',
  cropKeyboardHint:
    'Faites glisser l’image, utilisez les boutons fléchés ou les touches fléchées sur la zone de recadrage pour la déplacer. Utilisez le curseur ou les boutons de zoom pour zoomer.',
  cropMove: 'Déplacer l’image',
  cropMoveUp: 'Déplacer l’image vers le haut',
  cropMoveDown: 'Déplacer l’image vers le bas',
  cropMoveLeft: 'Déplacer l’image vers la gauche',
  cropMoveRight: 'Déplacer l’image vers la droite',
  cropZoomIn: 'Zoom avant',
  cropZoomOut: 'Zoom arrière',
  cropLoading: 'Chargement de l’outil de recadrage',
  cropPreparing: 'Préparation de l’image',
  cropNoFile: 'Aucun fichier sélectionné',
  cropNotImage: 'Veuillez téléverser un fichier image',
  cropProcessFailed: 'Impossible de traiter l’image',
  cropCompressFailed: 'Impossible de compresser l’image',
  cropFailed: 'Impossible de recadrer l’image',

  // Share image
  shareImageDialogTitle: 'Partager sur Instagram',
  shareImageProgress: {
    initializing: 'Initialisation',
    images: 'Chargement des images',
    background: 'Chargement de l’arrière-plan',
    finalCheck: 'Vérification finale',
    generating: 'Création de l’image de partage',
  },
  shareImageFailed: 'Impossible de créer l’image de partage. Veuillez réessayer.',
  shareImageDownload: 'Télécharger',
  shareImageOpenInstagram: 'Ouvrir Instagram',
  shareImagePreviewAlt: (what) => `Affiche de partage de ${what}`,
  shareImageTypeName: {
    job: 'cette offre d’emploi',
    event: 'cet événement',
    deal: 'cette offre',
    profile: 'ce profil d’enseignant',
    business_profile: 'cette page entreprise',
    post: 'cette publication',
  },
  posterHeading: {
    job: `À découvrir${NNB}!`,
    event: `Événement EDU à venir${NNB}!`,
    deal: `Profitez de cette offre${NNB}!`,
    profile: 'Découvrez ce profil',
    business_profile: 'Découvrez ce profil',
    post: `Découvrez cette publication${NNB}!`,
  },
  posterBrand: 'EDU Passport',
  posterCallToAction: 'À retrouver sur EDU Passport',
  posterLocation: 'Lieu',
  posterEmploymentType: 'Type de contrat',
  posterSalary: 'Salaire',
  posterExperience: 'Expérience',
  posterExperienceYears: (min, max) =>
    min !== undefined && max !== undefined && max !== min
      ? `${f.number(min)}–${f.number(max)} ans`
      : f.plural((min ?? max) as number, { one: '# an', other: '# ans' }),
  posterApplyBy: 'Candidater avant le',
  posterDate: 'Date',
  posterFormat: 'Format',
  posterVenue: 'Lieu',
  posterCategory: 'Catégorie',
  posterDealType: 'Type',
  posterAvailableFrom: 'Disponible à partir du',
  posterNationality: 'Nationalité',
  posterSkills: 'Compétences',
  posterCompanySize: 'Taille de l’entreprise',
  posterServices: 'Services',
  posterBy: (name) => `par ${name}`,

  // Errors the API client wrote itself
  apiErrors: {
    network: `Erreur réseau${NB}: veuillez vérifier votre connexion et réessayer`,
    timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    http: 'Le serveur n’a pas pu traiter la demande. Veuillez réessayer.',
    validation: 'Le serveur a envoyé une réponse illisible. Veuillez réessayer plus tard.',
    aborted: 'La requête a été annulée.',
    unauthorized: 'Veuillez vous reconnecter pour continuer.',
    forbidden: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
    notFound: 'Nous n’avons pas trouvé ce que vous cherchez.',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant, puis réessayer.',
    serverError: 'Le serveur a rencontré un problème. Veuillez réessayer plus tard.',
    requestNotPrepared: 'La requête n’a pas pu être préparée. Veuillez vérifier les valeurs saisies et réessayer.',
  },
  // Waiting changes
  changesStatus: 'Modifications en attente',
  changesWaiting: (count) => f.plural(count, { one: '# modification en attente d’envoi.', other: '# modifications en attente d’envoi.' }),
  changesSending: 'Envoi de vos modifications…',
  changesSent: (count) => f.plural(count, { one: 'Votre modification en attente a été envoyée.', other: 'Vos # modifications en attente ont été envoyées.' }),
  changesFailed: (count) => f.plural(count, { one: '# modification n’a pas pu être envoyée.', other: '# modifications n’ont pas pu être envoyées.' }),
  undoChanges: 'Annuler les modifications',
}));

export default catalog;
