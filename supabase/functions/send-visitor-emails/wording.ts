import type { Locale } from '@inzira/contract/locales.ts';
import type { EmailKind } from '@inzira/contract/visitor-emails.ts';

/**
 * The visitor e-mails in Kinyarwanda and French (docs/languages.md): written for this project
 * and not yet reviewed by a native speaker ("Review before launch"). English lives in message.ts.
 */

/** What an e-mail names, already written for its language (dates in Kigali time, amounts). */
export interface EmailFacts {
  brand: string;
  topic: string;
  when: string;
  ends: string;
  location: string;
  amount: string;
  until: string;
  code: string;
}

/** The words around every e-mail's body. */
export interface EmailPhrases {
  greeting: (name: string) => string;
  signOff: (brand: string) => string;
  confirmAction: string;
  manageAction: string;
}

interface Translation {
  subject: string;
  body: string[];
}

type Wordings = (kind: EmailKind, facts: EmailFacts) => Translation;

const rw: Wordings = (kind, f) => {
  switch (kind) {
    case 'enrollment_received':
      return {
        subject: `Kwiyandikisha kwawe muri ${f.topic} kwakiriwe`,
        body: [
          `Murakoze kwiyandikisha muri ${f.topic} muri ${f.brand}. Amafaranga y'isomo ni ${f.amount}.`,
          "Niba mwishyuye n'ikarita, uwishyuza wacu azemeza ubwishyu kandi tuzaboherereza indi imeri ako kanya. Bitabaye ibyo, itsinda ryacu rizabavugisha kuri telefoni cyangwa imeri ku bijyanye no kwishyura.",
          "Nitumara kwakira ubwishyu, tuzaboherereza ingengabihe y'isomo n'uko muzaryitabira. Musubize iyi imeri niba mufite ikibazo.",
        ],
      };
    case 'enrollment_paid':
      return {
        subject: `Ubwishyu bwa ${f.topic} bwakiriwe`,
        body: [
          `Twakiriye ubwishyu bwanyu bwa ${f.amount} bwa ${f.topic}. Umwanya wanyu wemejwe.`,
          "Itsinda ryacu rizaboherereza ingengabihe y'isomo n'uko muzaryitabira. Musubize iyi imeri niba mufite ikibazo.",
        ],
      };
    case 'registration_confirmed':
      return {
        subject: `Mwiyandikishije muri ${f.topic}`,
        body: [
          `Kwiyandikisha kwanyu muri ${f.topic} kwemejwe.`,
          `Igihe: ${f.when}${f.ends ? ` kugeza ${f.ends}` : ''}.`,
          `Aho bizabera: ${f.location}.`,
          'Ubutumire buri kuri iyi imeri bushyira iki gikorwa kuri kalendari yanyu. Musubize iyi imeri niba mutakibashije kwitabira.',
        ],
      };
    case 'consultation_verification':
      return {
        subject: 'Emeza imeri yawe kugira ngo ugumane icyifuzo cyawe cy’inama',
        body: [
          `Tukubikiye ${f.when} ku cyifuzo cyawe cy'inama kuri ${f.topic} kugeza ${f.until}.`,
          `Kugira ngo ukigumane, emeza imeri yawe ukanda kuri buto iri hepfo, cyangwa wandike iyi kode ku ipaji wasabiyeho: ${f.code}`,
          'Ihuza na kode bikora inshuro imwe. Niba utasabye inama, wirengagize iyi imeri kandi icyo gihe kizahabwa abandi.',
          'Icyifuzo cyawe kizategereza kugeza itsinda ryacu rikemeje.',
        ],
      };
    case 'consultation_reminder_day':
      return {
        subject: `Inyibutsa: inama yawe na ${f.brand} iregereje`,
        body: [
          `Turakwibutsa inama yawe kuri ${f.topic} yo ku ${f.when}.`,
          'Niba icyo gihe kitakikunogeye, ushobora kucyimura cyangwa kugihagarika ukoresheje ihuza riri hepfo.',
        ],
      };
    case 'consultation_reminder_hour':
      return {
        subject: `Inama yawe na ${f.brand} iratangira mu isaha imwe`,
        body: [`Inama yawe kuri ${f.topic} iratangira ${f.when}. Tuzabonana vuba.`],
      };
    case 'consultation_confirmed':
      return {
        subject: `Inama yawe na ${f.brand} yemejwe`,
        body: [
          `Inama yawe kuri ${f.topic} yemejwe ku ${f.when}.`,
          'Ubutumire buri kuri iyi imeri buyishyira kuri kalendari yawe.',
        ],
      };
    case 'consultation_rescheduled':
      return {
        subject: `Inama yawe na ${f.brand} yimuwe`,
        body: [
          `Inama yawe kuri ${f.topic} izaba ku ${f.when}.`,
          'Ubutumire buri kuri iyi imeri buvugurura kalendari yawe.',
        ],
      };
    case 'consultation_cancelled':
      return {
        subject: `Inama yawe na ${f.brand} yahagaritswe`,
        body: [
          `Inama yawe kuri ${f.topic} yo ku ${f.when} yahagaritswe.`,
          'Umugereka uyikura kuri kalendari yawe. Subiza iyi imeri niba wifuza ikindi gihe.',
        ],
      };
    case 'booking_confirmed':
      return {
        subject: `Icyifuzo cyawe muri ${f.brand} cyemejwe`,
        body: [
          `Icyifuzo cyawe cya ${f.topic} cyemejwe.`,
          'Turakuvugisha vuba kugira ngo dutegure intambwe zikurikiraho.',
        ],
      };
    case 'booking_cancelled':
      return {
        subject: `Icyifuzo cyawe muri ${f.brand} cyahagaritswe`,
        body: [
          `Icyifuzo cyawe cya ${f.topic} cyahagaritswe.`,
          'Subiza iyi imeri niba ari ikosa cyangwa niba wifuza kongera gusaba.',
        ],
      };
    case 'partner_application_accepted':
      return {
        subject: `Murakaza neza mu bafatanyabikorwa ba ${f.brand}`,
        body: [
          `Twishimiye kubamenyesha ko ubusabe bwanyu bwo gufatanya na ${f.brand} bwemewe.`,
          'Tuzabavugisha vuba ku ntambwe zikurikiraho.',
        ],
      };
    case 'partner_application_rejected':
      return {
        subject: `Ubusabe bwanyu bwo gufatanya na ${f.brand}`,
        body: [
          `Murakoze kuba mwifuza gufatanya na ${f.brand}. Tumaze kubusuzuma neza, ntidushoboye kwemera ubusabe bwanyu muri iki gihe.`,
          'Muhawe ikaze kongera gusaba mu gihe kizaza.',
        ],
      };
  }
};

const fr: Wordings = (kind, f) => {
  switch (kind) {
    case 'enrollment_received':
      return {
        subject: `Votre inscription à ${f.topic} est reçue`,
        body: [
          `Merci de vous être inscrit(e) à ${f.topic} avec ${f.brand}. Le prix de la formation est de ${f.amount}.`,
          'Si vous avez payé par carte, notre prestataire de paiement confirme le paiement et nous vous envoyons un second e-mail dès sa réception. Sinon, notre équipe vous contacte par téléphone ou par e-mail pour organiser le paiement.',
          'Dès réception du paiement, nous vous envoyons le calendrier de la formation et les modalités pour y participer. Répondez à cet e-mail pour toute question.',
        ],
      };
    case 'enrollment_paid':
      return {
        subject: `Paiement reçu pour ${f.topic}`,
        body: [
          `Nous avons bien reçu votre paiement de ${f.amount} pour ${f.topic}. Votre place est confirmée.`,
          'Notre équipe vous enverra le calendrier de la formation et les modalités pour y participer. Répondez à cet e-mail pour toute question.',
        ],
      };
    case 'registration_confirmed':
      return {
        subject: `Vous êtes inscrit(e) à ${f.topic}`,
        body: [
          `Votre inscription à ${f.topic} est confirmée.`,
          `Quand : ${f.when}${f.ends ? ` jusqu'au ${f.ends}` : ''}.`,
          `Où : ${f.location}.`,
          "L'invitation jointe à cet e-mail ajoute l'événement à votre calendrier. Répondez à cet e-mail si vous ne pouvez plus y assister.",
        ],
      };
    case 'consultation_verification':
      return {
        subject: 'Confirmez votre e-mail pour garder votre demande de consultation',
        body: [
          `Nous réservons le ${f.when} pour votre demande de consultation ${f.topic} jusqu'à ${f.until}.`,
          `Pour la garder, confirmez votre e-mail avec le bouton ci-dessous, ou saisissez ce code sur la page de réservation : ${f.code}`,
          "Le lien et le code ne fonctionnent qu'une fois. Si vous n'avez pas demandé de consultation, ignorez cet e-mail : le créneau sera libéré.",
          "Votre demande reste ensuite en attente jusqu'à la confirmation de notre équipe.",
        ],
      };
    case 'consultation_reminder_day':
      return {
        subject: `Rappel : votre consultation avec ${f.brand} approche`,
        body: [
          `Ceci est un rappel de votre consultation ${f.topic} du ${f.when}.`,
          "Si l'horaire ne vous convient plus, vous pouvez la déplacer ou l'annuler avec le lien ci-dessous.",
        ],
      };
    case 'consultation_reminder_hour':
      return {
        subject: `Votre consultation avec ${f.brand} commence dans une heure`,
        body: [`Votre consultation ${f.topic} commence le ${f.when}. À bientôt.`],
      };
    case 'consultation_confirmed':
      return {
        subject: `Votre consultation avec ${f.brand} est confirmée`,
        body: [
          `Votre consultation ${f.topic} est confirmée pour le ${f.when}.`,
          "L'invitation jointe à cet e-mail l'ajoute à votre calendrier.",
        ],
      };
    case 'consultation_rescheduled':
      return {
        subject: `Votre consultation avec ${f.brand} a été déplacée`,
        body: [
          `Votre consultation ${f.topic} aura désormais lieu le ${f.when}.`,
          "L'invitation jointe à cet e-mail met à jour votre calendrier.",
        ],
      };
    case 'consultation_cancelled':
      return {
        subject: `Votre consultation avec ${f.brand} est annulée`,
        body: [
          `Votre consultation ${f.topic} du ${f.when} est annulée.`,
          'La pièce jointe la retire de votre calendrier. Répondez à cet e-mail si vous souhaitez un autre horaire.',
        ],
      };
    case 'booking_confirmed':
      return {
        subject: `Votre réservation avec ${f.brand} est confirmée`,
        body: [
          `Votre réservation pour ${f.topic} est confirmée.`,
          'Nous vous contacterons rapidement pour organiser la suite.',
        ],
      };
    case 'booking_cancelled':
      return {
        subject: `Votre réservation avec ${f.brand} est annulée`,
        body: [
          `Votre réservation pour ${f.topic} est annulée.`,
          "Répondez à cet e-mail s'il s'agit d'une erreur ou si vous souhaitez réserver à nouveau.",
        ],
      };
    case 'partner_application_accepted':
      return {
        subject: `Bienvenue dans le réseau de partenaires ${f.brand}`,
        body: [
          `Nous avons le plaisir de vous annoncer que votre candidature de partenariat avec ${f.brand} est acceptée.`,
          'Nous vous contacterons rapidement pour les prochaines étapes.',
        ],
      };
    case 'partner_application_rejected':
      return {
        subject: `Votre candidature de partenariat avec ${f.brand}`,
        body: [
          `Merci de votre intérêt pour un partenariat avec ${f.brand}. Après un examen attentif, nous ne pouvons pas accepter votre candidature pour le moment.`,
          'Vous pourrez de nouveau postuler à l’avenir.',
        ],
      };
  }
};

const phrases: Record<Exclude<Locale, 'en'>, EmailPhrases> = {
  rw: {
    greeting: (name) => `Muraho ${name},`,
    signOff: (brand) => `Itsinda rya ${brand}`,
    confirmAction: 'Emeza imeri yanjye',
    manageAction: 'Hindura igihe cyangwa uhagarike',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signOff: (brand) => `L'équipe ${brand}`,
    confirmAction: 'Confirmer mon e-mail',
    manageAction: 'Reporter ou annuler',
  },
};

/** One e-mail's subject, body and surrounding phrases in Kinyarwanda or French. */
export function translatedWording(
  locale: Exclude<Locale, 'en'>,
  kind: EmailKind,
  facts: EmailFacts,
): { wording: Translation; phrases: EmailPhrases } {
  return { wording: (locale === 'rw' ? rw : fr)(kind, facts), phrases: phrases[locale] };
}
