import type { TutorialTexts } from './tutorials';

/** Inyigisho mu Kinyarwanda (ntizirasuzumwa, docs/languages.md, "Review before launch"). */
export const tutorialTexts: TutorialTexts = {
  'event-planning-essentials': {
    title: 'Iby’ingenzi mu gutegura ibirori',
    description:
      'Tegura aho bizabera, ingengo y’imari, abatanga serivisi na gahunda y’umunsi ku birori by’ingano iyo ari yo yose.',
    lessons: [
      {
        title: 'Hera ku mpamvu y’ibirori',
        text: 'Andika mu nteruro imwe impamvu ibirori bibaho n’icyo abashyitsi bagomba gutahana. Buri cyemezo gikurikiraho (aho bizabera, gahunda, ingengo y’imari) gisuzumwa hagendewe kuri iyo nteruro.',
      },
      {
        title: 'Tegura ingengo y’imari mbere yo guhitamo aho bizabera',
        text: 'Andika ibiciro bidahinduka (aho bizabera, amajwi, amafunguro kuri buri muntu) kandi usigarane icumi ku ijana ry’ibitunguranye. Ahantu hatwara kimwe cya kabiri cy’ingengo y’imari ntihasiga ikintu cyo kunezeza abashyitsi.',
      },
      {
        title: 'Fata abatanga serivisi mu nyandiko',
        text: 'Emeza buri utanga serivisi kuri imeri, ugaragaza amasaha, ingano n’umuntu wo kuvugana nawe kuri uwo munsi. Isezerano ryo mu magambo si ukumufata.',
      },
      {
        title: 'Andika gahunda y’umunsi',
        text: 'Gahunda y’umunota ku wundi igaragaza ukora iki: gufungura imiryango, kwakira, amagambo, ibiruhuko, gusoza. Yisangize buri utanga serivisi icyumweru mbere kandi mukore imyitozo y’ibice by’umuhango.',
      },
      {
        title: 'Soza neza',
        text: 'Shimira abashyitsi n’abafatanyabikorwa mu minsi ibiri, usangize amafoto, kandi wandike ibyo kugumana n’ibyo guhindura ubutaha.',
      },
    ],
  },
  'digital-marketing-strategy': {
    title: 'Ingamba zo kwamamaza kuri murandasi',
    description:
      'Shyiraho intego, hitamo imiyoboro kandi upime ubukangurambaga bugera ku bakiriya bawe.',
    lessons: [
      {
        title: 'Intego imwe, umubare umwe',
        text: 'Hitamo umusaruro umwe w’ubukangurambaga, nk’ibicuruzwa byatumijwe, abiyandikishije cyangwa abasuye, n’itariki. «Kumenyekana kurushaho» si intego ipimika.',
      },
      {
        title: 'Menya abo ugenera ubutumwa',
        text: 'Sobanura abantu ushaka kugeraho: aho batuye, ururimi bakunda, porogaramu bafungura buri munsi. Mu Rwanda akenshi ni WhatsApp na Instagram mbere y’ibindi byose.',
      },
      {
        title: 'Hitamo imiyoboro mike',
        text: 'Imiyoboro ibiri ikoreshejwe neza iruta itanu ikoreshejwe nabi. Shyira igice kinini cy’ingengo y’imari aho abantu basanzwe bari, kandi ugerageze umuyoboro wa kabiri ukoresheje umugabane muto.',
      },
      {
        title: 'Pima buri cyumweru',
        text: 'Kurikirana buri cyumweru igiciro kuri buri musaruro n’igipimo cy’abakoze igikorwa. Hagarika ibidakora nyuma y’ibyumweru bibiri maze ushyire amafaranga ku bikora.',
      },
    ],
  },
  'protocol-and-etiquette-basics': {
    title: 'Iby’ibanze bya porotokole n’ikinyabupfura',
    description:
      'Akira abashyitsi b’icyubahiro, tegura imyicarire hakurikijwe icyubahiro kandi uyobore imihango neza.',
    lessons: [
      {
        title: 'Urutonde rw’icyubahiro rugena uko bikurikirana',
        text: 'Banza wumvikane n’umwakiriye ku rutonde rw’icyubahiro rw’abashyitsi bawe: ni rwo rugena uko bahagera, uko bicara n’uko bafata ijambo.',
      },
      {
        title: 'Amazina n’imyanya',
        text: 'Suzuma uko buri zina ryandikwa n’umwanya nyawo w’umushyitsi ubibaza ibiro bye. Umwanya wanditse nabi ku ikarita yo ku meza wibukwa kurusha ijambo ryavuzwe.',
      },
      {
        title: 'Imyicarire ku meza y’icyubahiro',
        text: 'Umushyitsi mukuru yicara iburyo bw’umwakiriye; ukurikiraho mu cyubahiro akicara ibumoso bwe, bigakomeza bisimburana ugana ku mpera.',
      },
      {
        title: 'Kwakira intumwa',
        text: 'Akira intumwa ku muryango n’umwakiriye uzwi izina, uzigeze mu cyumba cyo gutegerezamo, kandi uzisobanurire gahunda n’abo zizahura na bo.',
      },
    ],
  },
};
