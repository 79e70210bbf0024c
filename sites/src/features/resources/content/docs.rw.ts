import type { DocTexts } from './doc-articles';
import { howWeWorkList } from './how-we-work-steps';

/**
 * Imfashanyigisho n’inyandikorugero mu Kinyarwanda. Byahinduwe ku bw’uyu mushinga, nta
 * musuzumyi kavukire wabisuzumye (docs/languages.md, "Review before launch").
 */
export const docTexts: DocTexts = {
  'how-inzira-works': {
    title: 'Uko Inzira ikora',
    summary: 'Kuva ku butumwa bwawe bwa mbere kugeza ku gikorwa cyarangiye, mu ntambwe enye.',
    body: [
      'Inzira ni ikigo gifite abanyamwuga bagenzuwe. Utubwira icyo ukeneye; tugahuriza hamwe abantu bakwiriye, tukumvikana nawe ku giciro n’ingengabihe, kandi tukabazwa umusaruro.',
      howWeWorkList('rw'),
      'Wishyura gusa imirimo mwumvikanyeho mu nyandiko. Gusaba serivisi ku rubuga ni ukubaza, si isezerano.',
    ],
  },
  'choosing-a-service': {
    title: 'Guhitamo serivisi',
    summary: 'Serivisi yacu ijyanye n’icyo ushaka kugeraho.',
    body: [
      'Hera ku musaruro ushaka, si ku gikoresho. Niba abantu batarakumenya, ukeneye ibirimo no kugera kuri benshi; niba bakuzi ariko batagura, ukeneye ubukangurambaga bwiza; niba wakira abashyitsi, ukeneye porotokole n’imitunganyirize.',
      '- Gukora ibirimo: amafoto, ibishushanyo na videwo byerekana umurimo wawe uko uri.\n- Kwamamaza kuri murandasi: imbuga nkoranyambaga, moteri zishakisha na imeri, bifite intego zipimika.\n- Kwamamaza byishyurwa: ubukangurambaga kuri Meta, Google n’imbuga zerekana amatangazo.\n- Porotokole, ubusemuzi n’ubufasha mu butegetsi: abantu bari aho ibirori bibera.',
      'Ntubizi neza? Saba inama y’ubuntu tukwereke aho wahera.',
    ],
  },
  'booking-a-professional': {
    title: 'Gusaba umunyamwuga',
    summary: 'Icyo wandika mu busabe kugira ngo tugusubize vuba.',
    body: [
      'Buri buto «Saba umunyamwuga» ifungura ifishi imwe ngufi. Uko ibisobanuro byawe birushaho kuba bifatika, ni ko turushaho kwihutira kuguha itsinda.',
      '- Icyo ukeneye ko gikorwa, n’abo kigenewe (abakugana cyangwa abashyitsi bawe).\n- Igihe kigomba kuba cyarangiye, n’amatariki adahinduka.\n- Aho bibera, niba abantu bagomba kuba bahari.\n- Ingengo y’imari uteganya, niba uyifite.',
      'Dusubiza mu munsi umwe w’akazi. Niba ushaka kubanza kuganira, saba inama ku paji yo kutwandikira.',
    ],
  },
  'scheduling-a-consultation': {
    title: 'Gusaba inama',
    summary: 'Ikiganiro cy’ubuntu cy’iminota 45 kuri telefoni cyangwa ku biro byacu i Kigali.',
    body: [
      'Inama ni ubuntu kandi zimara iminota nka 45. Hitamo itariki n’isaha iboneka ku paji yo kutwandikira; amasaha yafashwe agaragazwa ko atakiboneka, bityo isaha uhisemo iba iyawe.',
      'Amasaha yose ni aya Kigali. Twemeza kuri imeri kandi, ubishatse, duhurira ku biro byacu kuri KN 4 Ave cyangwa tukavugana kuri videwo.',
    ],
  },
  'planning-an-event-with-us': {
    title: 'Gutegura ibirori natwe',
    summary: 'Uko dushyira abakozi mu nama, mu mimurikagurisha no mu birori.',
    body: [
      'Ku birori, dushyiraho umuhuzabikorwa umwe ushinzwe gahunda y’umunsi kandi usobanurira buri munyamwuga inshingano ze: abashinzwe porotokole, abasemuzi, abafotozi n’abakira abashyitsi.',
      '- Ibyumweru umunani mbere: aho bizabera, itariki, urutonde rw’abatumirwa n’ingengo y’imari byumvikanyweho.\n- Ibyumweru bine mbere: abatanga serivisi bafashwe, ubutumire bwoherejwe, uko abantu bazicara biteguwe.\n- Icyumweru kimwe mbere: urutonde rwa nyuma, amakarita y’abashyitsi, imyitozo y’umuhango.\n- Ku munsi nyirizina: gusobanurira itsinda amasaha abiri mbere y’uko imiryango ifungurwa, umuntu umwe wo kuvugana nawe.',
      'Nyuma y’ibirori uhabwa amafoto, raporo ngufi n’imibare y’abitabiriye.',
    ],
  },
  'protocol-for-official-visits': {
    title: 'Porotokole mu ngendo z’abayobozi',
    summary: 'Urutonde rw’icyubahiro, imyicarire no kwakira intumwa.',
    body: [
      'Abashyitsi b’icyubahiro bakirwa hakurikijwe urutonde rw’icyubahiro, na rwo rugena imyicarire n’urutonde rw’abafata ijambo. Twumvikana nawe urutonde mbere kandi tugasuzuma amazina n’imyanya ya buri wese.',
      '- Kwakira intumwa ku muryango n’umwakiriye uzwi izina.\n- Kwicaza umushyitsi mukuru iburyo bw’umwakiriye.\n- Gushyira amabendera uko byumvikanyweho no kuyasuzuma umunsi ubanziriza.\n- Gushyira umusemuzi iruhande rwa buri mushyitsi umukeneye.',
    ],
  },
  'briefing-a-marketing-campaign': {
    title: 'Gusobanura ubukangurambaga',
    summary: 'Ibisubizo bitanu ubukangurambaga bwiza bwose buheraho.',
    body: [
      'Ubukangurambaga bungana n’ibisobanuro byabwo. Mbere yo gukoresha ifaranga na rimwe ry’ingengo y’imari yawe, twumvikana nawe kuri izi ngingo eshanu.',
      '- Intego: umusaruro umwe upimika, nk’ibicuruzwa byatumijwe, abiyandikishije cyangwa abasuye.\n- Abagenerwabutumwa: abo ari bo, aho batuye, ibyo basoma.\n- Ubutumwa: ikintu kimwe bagomba kwibuka.\n- Imiyoboro: aho abo bantu bamara igihe koko.\n- Ingengo y’imari n’amatariki: ibyo dushobora gukoresha, n’igihe.',
      'Inyandikorugero y’igenamigambi ry’ubukangurambaga ihindura ibi bisubizo gahunda ushobora gusangiza abandi.',
    ],
  },
  'measuring-campaign-results': {
    title: 'Gupima umusaruro w’ubukangurambaga',
    summary: 'Imibare dutangaho raporo, n’uko isomwa.',
    body: [
      'Dutanga raporo tugendeye ku ntego iri mu bisobanuro byawe, si ku mibare ishimisha gusa. Umubare w’ababonye n’abakunze ukwereka niba abantu barabonye ubukangurambaga; ntukwereka niba bwatanze umusaruro.',
      '- Igiciro kuri buri musaruro: amafaranga yose yakoreshejwe agabanyijwe n’ibyatumijwe, abiyandikishije cyangwa abasuye.\n- Igipimo cy’abakoze igikorwa: umugabane w’abasuye bakoze icyo twifuzaga.\n- Inyungu: amafaranga yinjijwe n’ubukangurambaga ugereranyije n’ikiguzi cyabwo.',
      'Uhabwa raporo ngufi buri byumweru bibiri n’iya nyuma ku iherezo.',
    ],
  },
  'project-brief-template': {
    title: 'Inyandikorugero isobanura umushinga',
    summary: 'Koporora iyi mitwe mu imeri cyangwa mu nyandiko maze uyuzuze.',
    body: [
      'Koporora imitwe iri hasi maze usubize buri umwe mu nteruro imwe cyangwa ebyiri. Byohereze hamwe n’ubusabe bwawe cyangwa ubizane mu nama.',
      '- Ikigo n’umuntu wo kuvugana nawe:\n- Icyo dukeneye:\n- Abo kigenewe:\n- Igihe ntarengwa n’amatariki y’ingenzi:\n- Aho bizabera (niba ari ngombwa kuhaba):\n- Ingengo y’imari iteganyijwe:\n- Ingero dukunda:',
    ],
  },
  'event-checklist-template': {
    title: 'Inyandikorugero y’igenzura ry’ibirori',
    summary: 'Urutonde abahuzabikorwa bacu bakoresha, icyumweru ku kindi.',
    body: [
      'Sohora uru rutonde cyangwa urukoporore mu gitabo cyawe cya gahunda. Shyira akamenyetso kuri buri murongo warangiye.',
      '- Ibyumweru 8: itariki, aho bizabera n’ingengo y’imari byemejwe\n- Ibyumweru 6: urutonde rw’abatumirwa rwateguwe, abazafata ijambo batumiwe\n- Ibyumweru 4: abatanga serivisi bafashwe (amafunguro, amajwi, amafoto)\n- Ibyumweru 3: ubutumire bwoherejwe, kwiyandikisha byafunguwe\n- Ibyumweru 2: imyicarire na gahunda y’umunsi byateguwe\n- Icyumweru 1: amakarita yasohowe, imyitozo yakozwe, urutonde rw’abatumirwa rwa nyuma\n- Umunsi w’ibirori: gusobanurira itsinda, aho kwakirira abashyitsi, amafoto\n- Nyuma: ubutumwa bwo gushimira, amafoto yasangijwe, raporo yanditswe',
    ],
  },
  'campaign-plan-template': {
    title: 'Inyandikorugero y’igenamigambi ry’ubukangurambaga',
    summary: 'Urupapuro rumwe ruhindura ibisobanuro gahunda.',
    body: [
      'Uzuza umurongo umwe kuri buri mutwe. Gahunda idakwirwa ku rupapuro rumwe akenshi iba ari ubukangurambaga bubiri.',
      '- Intego (umubare umwe n’itariki):\n- Abagenerwabutumwa:\n- Ubutumwa bw’ingenzi:\n- Imiyoboro n’umugabane w’ingengo y’imari:\n- Ibirimo bigomba gukorwa:\n- Umubare ukurikiranwa buri cyumweru:\n- Amatariki ya raporo:',
    ],
  },
};
