import type { TutorialTexts } from './tutorials';

/** Les tutoriels en français (traduction non relue, docs/languages.md, "Review before launch"). */
export const tutorialTexts: TutorialTexts = {
  'event-planning-essentials': {
    title: 'Les bases de l’organisation d’événements',
    description:
      'Préparez lieux, budgets, prestataires et déroulé pour des événements de toute taille.',
    lessons: [
      {
        title: 'Partir de la raison d’être',
        text: 'Écrivez en une phrase pourquoi l’événement existe et ce que les invités doivent en retenir. Chaque décision ultérieure (lieu, programme, budget) se vérifie à l’aune de cette phrase.',
      },
      {
        title: 'Fixer le budget avant le lieu',
        text: 'Listez les coûts fixes (lieu, son, restauration par personne) et gardez dix pour cent pour l’imprévu. Un lieu qui absorbe la moitié du budget ne laisse rien pour l’expérience des invités.',
      },
      {
        title: 'Réserver les prestataires par écrit',
        text: 'Confirmez chaque prestataire par e-mail avec les horaires, les quantités et une personne de contact pour le jour J. Une promesse orale n’est pas une réservation.',
      },
      {
        title: 'Écrire le déroulé',
        text: 'Un plan minute par minute qui dit qui fait quoi : portes, accueil, discours, pauses, clôture. Partagez-le avec chaque prestataire une semaine avant et répétez les temps de cérémonie.',
      },
      {
        title: 'Boucler la boucle',
        text: 'Remerciez invités et partenaires sous deux jours, partagez les photos et notez ce qu’il faut garder et changer la prochaine fois.',
      },
    ],
  },
  'digital-marketing-strategy': {
    title: 'Stratégie de marketing digital',
    description:
      'Fixez des objectifs, choisissez vos canaux et mesurez des campagnes qui touchent vos clients.',
    lessons: [
      {
        title: 'Un objectif, un chiffre',
        text: 'Choisissez un seul résultat pour la campagne, comme des commandes, des inscriptions ou des visites, et une date. « Plus de notoriété » n’est pas un objectif mesurable.',
      },
      {
        title: 'Connaître son public',
        text: 'Décrivez les personnes à toucher : où elles vivent, quelle langue elles préfèrent, quelles applications elles ouvrent chaque jour. Au Rwanda, c’est souvent WhatsApp et Instagram avant tout le reste.',
      },
      {
        title: 'Choisir peu de canaux',
        text: 'Deux canaux bien tenus valent mieux que cinq mal tenus. Mettez l’essentiel du budget là où le public se trouve déjà, et testez un second canal avec une petite part.',
      },
      {
        title: 'Mesurer chaque semaine',
        text: 'Suivez chaque semaine le coût par résultat et le taux de conversion. Arrêtez ce qui ne marche pas après deux semaines et déplacez l’argent vers ce qui marche.',
      },
    ],
  },
  'protocol-and-etiquette-basics': {
    title: 'Les bases du protocole et de l’étiquette',
    description:
      'Accueillez les invités de marque, placez selon la préséance et menez les cérémonies sans accroc.',
    lessons: [
      {
        title: 'La préséance décide de l’ordre',
        text: 'Convenez avec l’hôte de l’ordre de préséance des invités avant toute chose : il fixe l’ordre d’arrivée, le placement et les discours.',
      },
      {
        title: 'Noms et titres',
        text: 'Vérifiez l’orthographe de chaque nom et le titre exact auprès du cabinet de l’invité. Un titre erroné sur un carton de table marque plus longtemps que le discours.',
      },
      {
        title: 'Placer la table d’honneur',
        text: 'L’invité principal s’assoit à la droite de l’hôte ; le suivant en préséance à sa gauche, en alternant vers l’extérieur.',
      },
      {
        title: 'Recevoir une délégation',
        text: 'Accueillez la délégation à l’entrée avec un hôte nommément désigné, conduisez-la dans un salon d’attente et présentez-lui le programme et les personnes qu’elle rencontrera.',
      },
    ],
  },
};
