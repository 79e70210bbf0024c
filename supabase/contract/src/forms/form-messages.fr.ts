import type { FormMessageTable } from './form-messages.ts';

/**
 * French, written for this project and not yet reviewed by a native speaker (docs/languages.md,
 * "Review before launch").
 */
export const frFormMessages: FormMessageTable = {
  messages: {
    required: '{label} est obligatoire',
    maxLength: '{label} ne doit pas dépasser {max} caractères',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    phoneCharacters: '{label} ne peut contenir que des chiffres, des espaces et + ( ) . -',
    phoneLength: '{label} doit compter entre {min} et {max} caractères',
    countryCode: "L'indicatif doit ressembler à +250",
    chooseService: 'Veuillez choisir un service',
    checkFields: 'Vérifiez les champs signalés et réessayez.',
    checkInputs: 'Vérifiez votre saisie et réessayez.',
    tooQuick: "C'était rapide ! Vérifiez vos informations et renvoyez le formulaire.",
    rateLimited: "Trop d'envois depuis votre connexion. Réessayez dans une heure.",
    tooManyRequests: 'Trop de requêtes. Réessayez plus tard.',
    unknownLocale: 'Langue inconnue : utilisez en, rw ou fr.',
  },
  labels: {
    Name: 'Le nom',
    'Full name': 'Le nom complet',
    Email: "L'e-mail",
    Phone: 'Le téléphone',
    'Phone number': 'Le numéro de téléphone',
    Service: 'Le service',
    Message: 'Le message',
    'Company name': "Le nom de l'entreprise",
  },
};
