import { brand } from '@inzira/shared-ui/brand';
import type { LegalTexts } from '../legal-pages';

/**
 * Les documents juridiques en français : traduction faite pour le projet, sans relecture. Un
 * juriste doit la relire avant le lancement (docs/languages.md, "Review before launch") ; en cas
 * de doute, le texte anglais est celui de l’agence.
 */
export const legalTexts: LegalTexts = {
  terms: {
    title: 'Conditions d’utilisation',
    description: `Les conditions d’utilisation du site ${brand.name} et de réservation de ses services.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Utilisation du site',
        body: `En utilisant le site ${brand.name}, vous acceptez ces conditions. Vous pouvez consulter nos contenus et envoyer des réservations, des demandes de consultation et des candidatures pour vos propres besoins professionnels légitimes.`,
      },
      {
        heading: 'Réservations et services',
        body: 'Une réservation ou une demande de consultation est une demande d’information, pas un contrat. Les services sont confirmés une fois le périmètre, le calendrier et le prix convenus avec vous par écrit.',
      },
      {
        heading: 'Contenus et propriété intellectuelle',
        body: `Les textes, images, vidéos et logos de ce site appartiennent à ${brand.name} ou à ses partenaires et ne peuvent être réutilisés sans autorisation. Le travail réalisé pour les clients est régi par l’accord propre à chaque projet.`,
      },
      {
        heading: 'Responsabilité',
        body: 'Nous veillons à l’exactitude des informations de ce site, mais les fournissons en l’état. Dans les limites permises par les lois du Rwanda, nous ne sommes pas responsables des pertes indirectes liées à leur utilisation.',
      },
      {
        heading: 'Contact',
        body: `Vos questions sur ces conditions peuvent être envoyées à ${brand.email}.`,
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: `Ce que ${brand.name} collecte, pourquoi, qui peut le voir et vos droits.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Ce que nous collectons',
        body: 'Quand vous réservez un service, demandez une consultation, postulez comme partenaire, vous inscrivez à un cours ou à un concours, nous enregistrons les informations saisies : nom, e-mail, numéro de téléphone et votre message.',
      },
      {
        heading: 'Pourquoi nous les collectons',
        body: 'Nous utilisons ces informations uniquement pour répondre à votre demande, fournir le service demandé et garder une trace de notre travail avec vous. Nous ne vendons pas vos données.',
      },
      {
        heading: 'Qui peut les voir',
        body: `Seuls les administrateurs de ${brand.name} peuvent lire les demandes. Nos prestataires de formulaires et de paiement reçoivent les données nécessaires pour envoyer les notifications et traiter les paiements.`,
      },
      {
        heading: 'Durée de conservation',
        body: 'Les demandes sont conservées le temps nécessaire pour vous servir et respecter nos obligations légales, puis supprimées.',
      },
      {
        heading: 'Vos droits',
        body: `Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données en écrivant à ${brand.email}, conformément à la loi rwandaise sur la protection des données à caractère personnel et de la vie privée.`,
      },
    ],
  },
  cookies: {
    title: 'Politique relative aux cookies',
    description: `Comment le site ${brand.name} utilise les cookies et le stockage du navigateur.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Stockage essentiel uniquement',
        body: 'Le site public n’utilise aucun cookie publicitaire ni de suivi. L’espace d’administration garde une session de connexion dans votre navigateur pour que les administrateurs restent connectés.',
      },
      {
        heading: 'Vidéos intégrées',
        body: 'Les vidéos YouTube sont intégrées par le domaine à confidentialité renforcée youtube-nocookie.com, et rien n’est chargé depuis le fournisseur vidéo avant l’affichage de la vidéo.',
      },
      {
        heading: 'Paiements',
        body: 'Quand vous payez un cours, notre prestataire de paiement peut déposer les cookies nécessaires pour traiter le paiement en toute sécurité.',
      },
      {
        heading: 'Gérer les cookies',
        body: 'Vous pouvez effacer ou bloquer les cookies dans les réglages de votre navigateur ; le site public continue de fonctionner sans eux.',
      },
    ],
  },
};
