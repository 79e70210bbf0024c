import { brand } from '@inzira/shared-ui/brand';
import type { LegalTexts } from '../legal-pages';

/**
 * Inyandiko z’amategeko mu Kinyarwanda: zahinduwe ku bw’uyu mushinga, nta wazisuzumye. Umunyamategeko
 * agomba kuzisuzuma mbere yo gutangiza urubuga (docs/languages.md, "Review before launch");
 * igihe hari ugushidikanya, inyandiko y’Icyongereza ni yo y’ikigo.
 */
export const legalTexts: LegalTexts = {
  terms: {
    title: 'Amabwiriza y’imikoreshereze',
    description: `Amabwiriza yo gukoresha urubuga rwa ${brand.name} no gusaba serivisi zarwo.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Gukoresha uru rubuga',
        body: `Ukoresheje urubuga rwa ${brand.name}, wemera aya mabwiriza. Ushobora gusoma ibiri ku rubuga no kohereza ubusabe bwa serivisi, ubw’inama n’ubwo kuba umufatanyabikorwa ku nyungu zawe bwite z’ubucuruzi zemewe.`,
      },
      {
        heading: 'Ubusabe na serivisi',
        body: 'Gusaba serivisi cyangwa inama ni ukubaza, si amasezerano. Serivisi zemezwa iyo twamaze kumvikana nawe mu nyandiko ku bizakorwa, ingengabihe n’igiciro.',
      },
      {
        heading: 'Ibirimo n’umutungo bwite mu by’ubwenge',
        body: `Inyandiko, amafoto, amavidewo n’ibirango biri kuri uru rubuga ni ibya ${brand.name} cyangwa abafatanyabikorwa bayo kandi ntibishobora gukoreshwa nta ruhushya. Imirimo ikorewe abakiriya igengwa n’amasezerano y’uwo mushinga.`,
      },
      {
        heading: 'Uburyozwe',
        body: 'Twita ku kuri kw’amakuru ari kuri uru rubuga ariko tuyatanga uko ari. Mu rugero amategeko y’u Rwanda yemera, ntitubazwa ibihombo bitaziguye bikomoka ku ikoreshwa ryayo.',
      },
      {
        heading: 'Kutwandikira',
        body: `Ibibazo bijyanye n’aya mabwiriza byoherezwa kuri ${brand.email}.`,
      },
    ],
  },
  privacy: {
    title: 'Politiki y’ibanga',
    description: `Ibyo ${brand.name} ibika, impamvu, ababibona n’uburenganzira bwawe.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Ibyo tubika',
        body: 'Iyo usabye serivisi, usabye inama, usabye kuba umufatanyabikorwa, wiyandikishije mu isomo cyangwa mu irushanwa, tubika amakuru wanditse: izina, imeri, nimero ya telefoni n’ubutumwa bwawe.',
      },
      {
        heading: 'Impamvu tubibika',
        body: 'Dukoresha aya makuru gusa kugira ngo dusubize ubusabe bwawe, tuguhe serivisi wasabye kandi tubike inyandiko y’imirimo twakoranye. Ntabwo tugurisha amakuru yawe.',
      },
      {
        heading: 'Ababibona',
        body: `Abayobozi ba ${brand.name} bonyine ni bo basoma ubusabe. Abadufasha mu mafishi no mu kwishyura bahabwa amakuru bakeneye kugira ngo bohereze ubutumwa kandi bakire ubwishyu.`,
      },
      {
        heading: 'Igihe tubibika',
        body: 'Ubusabe bubikwa igihe cyose gikenewe kugira ngo tugukorere kandi twubahirize inshingano zacu zishingiye ku mategeko, hanyuma bugasibwa.',
      },
      {
        heading: 'Uburenganzira bwawe',
        body: `Ushobora igihe icyo ari cyo cyose gusaba kubona, gukosora cyangwa gusiba amakuru yawe wandikiye ${brand.email}, hakurikijwe itegeko ry’u Rwanda ryerekeye kurengera amakuru bwite n’ibanga ry’umuntu.`,
      },
    ],
  },
  cookies: {
    title: 'Politiki ya kuki',
    description: `Uko urubuga rwa ${brand.name} rukoresha kuki n’ububiko bwa mushakisha.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Ububiko bw’ingenzi gusa',
        body: 'Urubuga rusange ntirukoresha kuki zo kwamamaza cyangwa zo gukurikirana abantu. Igice cy’ubuyobozi kibika mu mushakisha yawe ko winjiye, kugira ngo abayobozi bagume binjiye.',
      },
      {
        heading: 'Amavidewo ashyizwe ku rubuga',
        body: 'Amavidewo ya YouTube ashyirwa ku rubuga binyuze kuri youtube-nocookie.com, irinda ibanga kurushaho, kandi nta kintu kivanwa ku utanga videwo mbere y’uko videwo igaragazwa.',
      },
      {
        heading: 'Kwishyura',
        body: 'Iyo wishyura isomo, udufasha mu kwishyura ashobora gushyiraho kuki zikenewe kugira ngo ubwishyu bukorwe mu mutekano.',
      },
      {
        heading: 'Gucunga kuki',
        body: 'Ushobora gusiba cyangwa guhagarika kuki mu igenamiterere rya mushakisha yawe; urubuga rusange rukomeza gukora zitariho.',
      },
    ],
  },
};
