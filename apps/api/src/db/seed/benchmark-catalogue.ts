/** Building blocks for the generated benchmark catalogue: 20 categories with their own words. */
export interface BenchmarkCategory {
  name: string;
  color: string;
  nouns: string[];
  materials: string[];
}

export const benchmarkCategories: BenchmarkCategory[] = [
  {
    name: 'Kaarsen',
    color: '#d97706',
    nouns: ['geurkaars', 'dinerkaars', 'stompkaars', 'drijfkaars', 'theelichtjesset'],
    materials: ['sojawas', 'bijenwas', 'koolzaadwas', 'kokoswas'],
  },
  {
    name: 'Keramiek',
    color: '#0f766e',
    nouns: ['mok', 'kom', 'ontbijtbord', 'vaas', 'schaal'],
    materials: ['steengoed', 'porselein', 'aardewerk', 'raku-klei'],
  },
  {
    name: 'Houtwerk',
    color: '#92400e',
    nouns: ['snijplank', 'serveerplank', 'kooklepel', 'fotolijst', 'krukje'],
    materials: ['eikenhout', 'walnotenhout', 'beukenhout', 'olijfhout', 'kersenhout'],
  },
  {
    name: 'Textiel',
    color: '#be185d',
    nouns: ['theedoek', 'sjaal', 'plaid', 'kussenhoes', 'tafelloper'],
    materials: ['linnen', 'merinowol', 'biologisch katoen', 'alpacawol'],
  },
  {
    name: 'Sieraden',
    color: '#a21caf',
    nouns: ['armband', 'ketting', 'oorbellen', 'ring', 'broche'],
    materials: ['gerecycled zilver', 'messing', 'goud vermeil', 'zoetwaterparels'],
  },
  {
    name: 'Papierwaren',
    color: '#4d7c0f',
    nouns: ['notitieboek', 'wenskaart', 'weekplanner', 'poster', 'kalender'],
    materials: ['gerecycled papier', 'graspapier', 'katoenpapier', 'karton'],
  },
  {
    name: 'Speelgoed',
    color: '#dc2626',
    nouns: ['knuffel', 'stapeltoren', 'legpuzzel', 'houten auto', 'rammelaar'],
    materials: ['beukenhout', 'biologisch katoen', 'vilt', 'natuurrubber'],
  },
  {
    name: 'Verzorging',
    color: '#0891b2',
    nouns: ['handzeep', 'badzout', 'lippenbalsem', 'handcrème', 'shampoobar'],
    materials: ['olijfolie', 'sheaboter', 'zeezout', 'lavendel', 'havermout'],
  },
  {
    name: 'Tassen',
    color: '#57534e',
    nouns: ['shopper', 'rugzak', 'heuptas', 'etui', 'portemonnee'],
    materials: ['plantaardig gelooid leer', 'canvas', 'kurkleer', 'gerecycled zeildoek'],
  },
  {
    name: 'Keuken',
    color: '#ea580c',
    nouns: ['ovenwant', 'keukenschort', 'pannenlap', 'botervloot', 'theepot'],
    materials: ['linnen', 'katoen', 'steengoed', 'gietijzer'],
  },
  {
    name: 'Tuin',
    color: '#15803d',
    nouns: ['plantenpot', 'vogelhuisje', 'tuinbord', 'zadenmix', 'gieter'],
    materials: ['terracotta', 'lariks', 'zink', 'gerecycled plastic'],
  },
  {
    name: 'Wonen',
    color: '#7c3aed',
    nouns: ['wandhanger', 'spiegel', 'wandklok', 'boekensteun', 'mand'],
    materials: ['macramékoord', 'rotan', 'zeegras', 'messing', 'eikenhout'],
  },
  {
    name: 'Kinderkamer',
    color: '#f472b6',
    nouns: ['nachtlampje', 'mobiel', 'wiegdeken', 'slabber', 'groeimeter'],
    materials: ['vilt', 'biologisch katoen', 'berkenhout', 'mousseline'],
  },
  {
    name: 'Verlichting',
    color: '#ca8a04',
    nouns: ['hanglamp', 'tafellamp', 'lampenkap', 'lichtsnoer', 'lantaarn'],
    materials: ['linnen', 'rotan', 'mondgeblazen glas', 'papier'],
  },
  {
    name: 'Huisdieren',
    color: '#9a3412',
    nouns: ['hondenriem', 'kattenmand', 'voerbak', 'halsband', 'kauwspeeltje'],
    materials: ['leer', 'vilt', 'steengoed', 'touw'],
  },
  {
    name: 'Thee en koffie',
    color: '#78350f',
    nouns: ['theeblik', 'koffiefilter', 'theezeef', 'koffiebeker', 'bonenblik'],
    materials: ['blik', 'porselein', 'rvs', 'bamboe'],
  },
  {
    name: 'Schrijfwaren',
    color: '#1d4ed8',
    nouns: ['vulpen', 'potlodenset', 'pennenbak', 'briefpapier', 'stempel'],
    materials: ['messing', 'cederhout', 'katoenpapier', 'rubber'],
  },
  {
    name: 'Feestartikelen',
    color: '#e11d48',
    nouns: ['vlaggenlijn', 'slinger', 'cadeauzakje', 'taartprikker', 'feesthoedje'],
    materials: ['katoen', 'gerecycled papier', 'vilt', 'karton'],
  },
  {
    name: 'Kunst',
    color: '#0d9488',
    nouns: ['aquarel', 'linoleumsnede', 'ansichtkaart', 'schilderij', 'pentekening'],
    materials: ['aquarelpapier', 'linnen doek', 'katoenpapier', 'paneel'],
  },
  {
    name: 'Garen en stoffen',
    color: '#6d28d9',
    nouns: ['breigaren', 'borduurpakket', 'haakpakket', 'stoffenpakket', 'knopenset'],
    materials: ['merinowol', 'biologisch katoen', 'linnen', 'alpacawol'],
  },
];

export const collections = [
  'Duin',
  'Wad',
  'Polder',
  'Heide',
  'Noorderlicht',
  'Vlinder',
  'Tulp',
  'Storm',
  'Veluwe',
  'Berk',
  'Linde',
  'Zilt',
  'Mist',
  'Klaproos',
  'Zomeravond',
  'Herfstblad',
  'Winterzon',
  'Lentebries',
  'Zeeuws Licht',
  'Kempen',
];

export const colours = [
  'naturel',
  'zeegroen',
  'oker',
  'terracotta',
  'antraciet',
  'zandkleur',
  'oudroze',
  'saliegroen',
  'nachtblauw',
  'gebroken wit',
  'mosterdgeel',
  'roestbruin',
];

export const sentences = [
  'Met de hand gemaakt in een kleine werkplaats.',
  'Duurzaam geproduceerd en verpakt zonder plastic.',
  'Een mooi cadeau voor een verjaardag of housewarming.',
  'Elk exemplaar is uniek door het handwerk.',
  'Ontworpen in Nederland en gemaakt om lang mee te gaan.',
  'Geleverd in een doosje van gerecycled karton.',
  'In beperkte oplage gemaakt; op is op.',
  'Geïnspireerd door het Nederlandse landschap.',
  'Gemaakt van restmateriaal, zodat er niets verloren gaat.',
  'Vaatwasserbestendig en makkelijk schoon te houden.',
  'Getest op kwaliteit en veiligheid voordat het de werkplaats verlaat.',
  'Wordt mooier naarmate het langer gebruikt wordt.',
];
