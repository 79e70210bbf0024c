import type { DocTexts } from './doc-articles';
import { howWeWorkList } from './how-we-work-steps';

/**
 * Les guides et modèles en français. Traduction faite pour le projet, sans relecture par un
 * locuteur natif (docs/languages.md, "Review before launch").
 */
export const docTexts: DocTexts = {
  'how-inzira-works': {
    title: 'Comment fonctionne Inzira',
    summary: 'De votre premier message au travail livré, en quatre étapes.',
    body: [
      'Inzira est une agence qui s’appuie sur un réseau de professionnels vérifiés. Vous nous dites ce dont vous avez besoin ; nous réunissons les bonnes personnes, convenons avec vous d’un prix et d’un calendrier, et restons responsables du résultat.',
      howWeWorkList('fr'),
      'Vous ne payez que le travail convenu par écrit. Une réservation sur le site est une demande, pas un engagement.',
    ],
  },
  'choosing-a-service': {
    title: 'Choisir un service',
    summary: 'Lequel de nos services correspond à ce que vous voulez accomplir.',
    body: [
      'Partez du résultat voulu, pas de l’outil. Si l’on ne vous connaît pas encore, il vous faut du contenu et de la visibilité ; si l’on vous connaît sans acheter, de meilleures campagnes ; si vous recevez des invités, du protocole et de la logistique.',
      '- Création de contenu : photos, graphisme et vidéo qui montrent votre travail tel qu’il est.\n- Marketing digital : réseaux sociaux, référencement et e-mails avec des objectifs mesurables.\n- Publicité : campagnes payantes sur Meta, Google et les réseaux d’affichage.\n- Protocole, traduction et assistance administrative : des personnes sur le terrain pour vos événements.',
      'Vous hésitez ? Réservez une consultation gratuite et nous vous conseillerons un point de départ.',
    ],
  },
  'booking-a-professional': {
    title: 'Réserver un professionnel',
    summary: 'Ce qu’il faut indiquer pour que nous répondions vite.',
    body: [
      'Chaque bouton « Réserver » ouvre le même court formulaire. Plus votre description est concrète, plus vite nous pouvons proposer une équipe.',
      '- Ce qu’il faut faire, et pour qui (votre public ou vos invités).\n- Pour quand, et les dates déjà fixées.\n- Où cela se passe, si des personnes doivent être sur place.\n- Une fourchette de budget, si vous en avez une.',
      'Nous répondons sous un jour ouvré. Si vous préférez en parler d’abord, prenez rendez-vous pour une consultation sur la page de contact.',
    ],
  },
  'scheduling-a-consultation': {
    title: 'Prendre rendez-vous pour une consultation',
    summary: 'Un appel ou une visite gratuite de 45 minutes dans notre bureau de Kigali.',
    body: [
      'Les consultations sont gratuites et durent environ 45 minutes. Choisissez une date et l’un des créneaux libres sur la page de contact ; les créneaux déjà pris sont indiqués comme indisponibles, l’heure choisie est donc la vôtre.',
      'Toutes les heures sont celles de Kigali. Nous confirmons par e-mail et, si vous le souhaitez, nous vous recevons à notre bureau sur KN 4 Ave ou par appel vidéo.',
    ],
  },
  'planning-an-event-with-us': {
    title: 'Organiser un événement avec nous',
    summary: 'Comment nous composons l’équipe de vos conférences, lancements et cérémonies.',
    body: [
      'Pour un événement, nous désignons un coordinateur qui porte le déroulé et briefe chaque professionnel : agents du protocole, interprètes, photographes et équipe d’accueil.',
      '- Huit semaines avant : lieu, date, liste des invités et budget arrêtés.\n- Quatre semaines avant : prestataires réservés, invitations envoyées, principes de placement fixés.\n- Une semaine avant : liste définitive, badges, répétition de la cérémonie.\n- Le jour J : briefing deux heures avant l’ouverture des portes, une seule personne de contact pour vous.',
      'Après l’événement, vous recevez les photos, un court rapport et les chiffres de participation.',
    ],
  },
  'protocol-for-official-visits': {
    title: 'Le protocole des visites officielles',
    summary: 'Préséance, placement et accueil des délégations.',
    body: [
      'Les invités officiels sont reçus dans l’ordre de préséance, qui fixe aussi le placement et l’ordre des prises de parole. Nous arrêtons la liste avec vous à l’avance et vérifions les titres et l’orthographe de chaque nom.',
      '- Accueillir les délégations à l’entrée avec un hôte nommément désigné.\n- Placer l’invité principal à la droite de l’hôte.\n- Disposer les drapeaux dans l’ordre convenu et les vérifier la veille.\n- Garder un interprète auprès de chaque invité qui en a besoin.',
    ],
  },
  'briefing-a-marketing-campaign': {
    title: 'Rédiger le brief d’une campagne',
    summary: 'Les cinq réponses dont part toute bonne campagne.',
    body: [
      'Une campagne ne vaut que par son brief. Avant de dépenser le moindre franc de votre budget, nous convenons avec vous de ces cinq points.',
      '- Objectif : un résultat mesurable, comme des commandes, des inscriptions ou des visites.\n- Public : qui sont ces personnes, où elles vivent, ce qu’elles lisent.\n- Message : la seule chose dont elles doivent se souvenir.\n- Canaux : là où ce public passe réellement son temps.\n- Budget et dates : ce que nous pouvons dépenser, et pour quand.',
      'Le modèle de plan de campagne transforme ces réponses en un plan à partager.',
    ],
  },
  'measuring-campaign-results': {
    title: 'Mesurer les résultats d’une campagne',
    summary: 'Les chiffres que nous suivons, et comment les lire.',
    body: [
      'Nous rendons compte par rapport à l’objectif de votre brief, pas à des chiffres flatteurs. La portée et les mentions « j’aime » disent si l’on a vu la campagne, pas si elle a marché.',
      '- Coût par résultat : dépense totale divisée par les commandes, inscriptions ou visites.\n- Taux de conversion : la part des visiteurs qui ont agi.\n- Retour : le chiffre d’affaires de la campagne comparé à son coût.',
      'Vous recevez un court rapport toutes les deux semaines et un rapport final à la fin.',
    ],
  },
  'project-brief-template': {
    title: 'Modèle de cahier des charges',
    summary: 'Copiez ces rubriques dans un e-mail ou un document et remplissez-les.',
    body: [
      'Copiez les rubriques ci-dessous et répondez à chacune en une ou deux phrases. Envoyez-les avec votre réservation ou apportez-les à votre consultation.',
      '- Organisation et personne de contact :\n- Ce dont nous avons besoin :\n- Pour qui :\n- Échéance et dates clés :\n- Lieu (si sur place) :\n- Fourchette de budget :\n- Exemples qui nous plaisent :',
    ],
  },
  'event-checklist-template': {
    title: 'Modèle de liste de contrôle d’événement',
    summary: 'La liste qu’utilisent nos coordinateurs, semaine après semaine.',
    body: [
      'Imprimez cette liste ou copiez-la dans votre agenda. Cochez chaque ligne une fois faite.',
      '- 8 semaines : date, lieu et budget confirmés\n- 6 semaines : liste des invités ébauchée, intervenants invités\n- 4 semaines : prestataires réservés (traiteur, son, photographie)\n- 3 semaines : invitations envoyées, inscriptions ouvertes\n- 2 semaines : plan de table et déroulé ébauchés\n- 1 semaine : badges imprimés, répétition faite, liste des invités définitive\n- Jour J : briefing de l’équipe, accueil, photos\n- Après : messages de remerciement, photos partagées, rapport rédigé',
    ],
  },
  'campaign-plan-template': {
    title: 'Modèle de plan de campagne',
    summary: 'Une page qui transforme un brief en plan.',
    body: [
      'Remplissez une ligne par rubrique. Un plan qui ne tient pas sur une page, ce sont souvent deux campagnes.',
      '- Objectif (un chiffre et une date) :\n- Public :\n- Message clé :\n- Canaux et part du budget :\n- Contenus à produire :\n- Chiffre à suivre chaque semaine :\n- Dates des rapports :',
    ],
  },
};
