import type { FormMessageTable } from './form-messages.ts';

/**
 * Kinyarwanda, written for this project and not yet reviewed by a native speaker
 * (docs/languages.md, "Review before launch").
 */
export const rwFormMessages: FormMessageTable = {
  messages: {
    required: '{label} birakenewe',
    maxLength: '{label} ntigomba kurenza inyuguti {max}',
    emailInvalid: 'Andika imeri yemewe',
    phoneCharacters: '{label} igomba kugira imibare, imyanya na + ( ) . - gusa',
    phoneLength: "{label} igomba kugira hagati y'inyuguti {min} na {max}",
    countryCode: "Kode y'igihugu igomba kumera nka +250",
    chooseService: 'Hitamo serivisi',
    checkFields: 'Reba ahagaragajwe hose wongere ugerageze.',
    checkInputs: 'Reba ibyo wanditse wongere ugerageze.',
    tooQuick: 'Wihuse cyane! Reba amakuru yawe wongere wohereze ifishi.',
    rateLimited:
      'Hoherejwe ubutumwa bwinshi buturutse kuri murandasi yawe. Ongera ugerageze mu isaha imwe.',
    tooManyRequests: 'Hoherejwe ibyifuzo byinshi. Ongera ugerageze nyuma.',
    unknownLocale: 'Ururimi rutazwi: koresha en, rw cyangwa fr.',
  },
  labels: {
    Name: 'Amazina',
    'Full name': 'Amazina yombi',
    Email: 'Imeri',
    Phone: 'Telefoni',
    'Phone number': 'Nomero ya telefoni',
    Service: 'Serivisi',
    Message: 'Ubutumwa',
    'Company name': "Izina ry'ikigo",
  },
};
