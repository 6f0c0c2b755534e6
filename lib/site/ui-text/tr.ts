import { asSentence } from './fill-template.ts';
import type { UiText } from './types.ts';

export const tr: UiText = {
  skipToContent: 'İçeriğe geç',
  banner: 'Afiş',
  exampleFact: 'Örnek',
  loadingPage: 'Sayfa yükleniyor…',
  navigatedTo: 'Açılan sayfa: {title}',
  search: {
    label: 'Makalelerde ara',
    placeholder: 'Ara',
    results: 'Arama sonuçları',
    searching: 'Aranıyor…',
    loadFailed: 'Arama dizini yüklenemedi. Lütfen tekrar deneyin.',
    noMatch: '“{query}” ile eşleşen makale yok.',
    showMore: '{count} sonuç daha göster (gösterilmeyen: {remaining})',
    showMoreUncounted: 'Daha fazla sonuç göster',
    offline: 'Çevrimdışısınız; arama başlıkları yükleyemiyor. Bağlantı gelince tekrar deneyin.',
    noMatchYet: 'İlk {searched} başlıkta henüz eşleşme yok.',
    searchFurther: 'Aramaya devam et',
  },
  menu: {
    menu: 'Menü',
    order: 'Kategoriler',
    more: 'Daha fazla',
    moreIn: '{category}: daha fazlası',
    categories: 'Kategoriler',
  },
  footer: {
    siteNav: 'Site',
    categoriesNav: 'Alt bilgi kategorileri',
    video: 'Video',
    facebook: 'Facebook',
    instagram: 'Instagram',
    vk: 'VK',
    telegram: 'Telegram',
    x: 'X',
    logoAlt: (siteTitle) => `${siteTitle} logosu`,
    privacyChoices: 'Gizlilik tercihleri',
    movedFrom: (siteTitle, address, date) => `${siteTitle}, ${date} tarihinde ${address} adresinden bu adrese taşındı.`,
  },
  responsibleGambling: {
    ageMark: (ageLimit) => `${ageLimit}+`,
    helpLead: 'Oyun kontrolden mi çıktı? Ücretsiz ve gizli destek:',
    noteLabel: 'Sınırınızın içinde oynayın',
    note: (ageLimit) =>
      `${ageLimit} yaş ve üzeri okurlar içindir. Poker burada parasız oynanan bir akıl oyunu olarak anlatılır; para için kumar oynamak Türkiye’de kabahattir (Kabahatler Kanunu 34. madde). Devletin izin verdiği bir bahis oynuyorsanız önce bir sınır belirleyin ve o sınıra gelince durun.`,
  },
  legal: {
    effectiveDate: (date) => `Yürürlük tarihi: ${date}.`,
    privacyHeading: 'Bu site neyi saklar, kiminle paylaşır',
    controller: (operator, address) =>
      `6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) anlamında veri sorumlusu ${operator}${address ? ` (${address})` : ''}: okurlarla ilgili verilerin neden ve nasıl işleneceğine o karar verir ve bundan o sorumludur.`,
    contact: 'Verilerinizle ilgili sorularınız için e-posta adresimiz:',
    registry: (mersisNumber) => `MERSİS numarası: ${mersisNumber}.`,
    requests: (postal, kep) =>
      `KVKK 11. madde kapsamındaki başvurularınızı Türkçe ve yazılı olarak ${postal} adresine${kep ? ` ya da kayıtlı elektronik posta (KEP) ile ${kep} adresine` : ''} gönderebilirsiniz (Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ, 5. madde).`,
    noAccounts:
      'Sitede üyelik, form ya da yorum yok. Arama tarayıcınızda çalışır: yazdıklarınız ne bize ne de başkasına gönderilir.',
    logsHeading: 'İstek kayıtları',
    serverLogs: (days) =>
      `Her web sunucusu gibi, sayfaları sunan sunucular da tarayıcınızın her isteğini (IP adresi, saat, sayfa, geldiğiniz sayfa ve tarayıcı) otomatik olarak kaydeder; amaç sayfaları ulaştırmak ve siteyi güvende tutmaktır. Kayıtlar ${days} gün sonra silinir.`,
    hostedBy: (provider, country) =>
      `Sayfaları ${provider} sunar ve kayıtları kendi sunucularında tutar (ülke: ${country}).`,
    logsBasis:
      'Hukuki sebep: ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaati (KVKK 5. madde, 2. fıkra, f bendi).',
    logsAbroad: (country, safeguard) =>
      `Kayıtlar Türkiye dışında tutulur (ülke: ${country}); bu, KVKK 9. madde anlamında yurt dışına aktarımdır ve şu güvenceye dayanır: ${safeguard}.`,
    transferNotified: (date) => `Standart sözleşme ${date} tarihinde Kişisel Verileri Koruma Kurumuna bildirilmiştir.`,
    logsAtHome: 'Kayıtlar Türkiye’de tutulur, yurt dışına aktarılmaz.',
    mailHeading: 'Bize yazdığınızda',
    mail: 'Bize yazarsanız e-posta adresiniz ve mesajınızda paylaştıklarınız bize ulaşır. Bunları yalnızca mesajınızı okumak ve yanıtlamak, örneğin bildirdiğiniz bir hatayı düzeltmek için kullanır, bu iş bitince saklamaz ve kimseyi e-posta listesine eklemeyiz.',
    mailBasis:
      'Hukuki sebep: mesajınızı yanıtlamak için veri sorumlusunun meşru menfaati (KVKK 5/2-f); KVKK 11. madde kapsamındaki bir başvuruyu yanıtlamak için veri sorumlusunun hukuki yükümlülüğü (KVKK 5/2-ç).',
    servicesHeading: 'Üçüncü taraf hizmetleri',
    noServices:
      'Site analiz ya da reklam betiği çalıştırmaz; ziyaretinizle ilgili hiçbir bilgiyi başka bir şirkete göndermez.',
    servicesIntro:
      'Site başka şirketlerin şu hizmetlerini kullanır. Her biri yanında yazanları alır ve kendi gizlilik politikasına göre işler:',
    purposes: { analytics: 'ziyaret istatistikleri', advertising: 'reklam' },
    serviceDetails: (purpose, country) => `Amaç: ${purpose}. Aldıklarını sakladığı ülke: ${country}.`,
    serviceAbroad: (country) => `Bu, KVKK 9. madde anlamında yurt dışına aktarımdır (ülke: ${country}).`,
    consent:
      'Bu hizmetlerin hiçbiri, siz onay çubuğunda kabul edene kadar çalışmaz ve onlardan hiçbir şey istenmez. Her sayfanın altındaki "Gizlilik tercihleri" bağlantısı çubuğu yeniden açar; onayınızı geri alırsanız hizmetler bir sonraki sayfadan itibaren durur.',
    consentBasis: 'Hukuki sebep: açık rızanız (KVKK 5. madde, 1. fıkra); dilediğiniz zaman geri alabilirsiniz.',
    deviceHeading: 'Cihazınızda',
    offlineCopies:
      'Tarayıcınız okuduğunuz sayfaların kopyalarını saklar (service worker), böylece bağlantı olmadan da açılırlar. Kopyalar cihazınızda kalır; tarayıcıda bu sitenin verilerini silince kaybolurlar.',
    consentRecord:
      'Onay çubuğundaki seçiminiz çerezde değil, tarayıcınızın yerel depolamasında, hizmet listesinin sürümüyle birlikte tutulur; liste değişirse site size yeniden sorar.',
    sessionFlag:
      'Sekmenizin oturum belleğindeki küçük bir teknik işaret, site güncellendiğinde sayfanın durmadan yenilenmesini önler. Hiçbir yere gönderilmez, sekmeyi kapatınca silinir.',
    noCookies: 'Site çerez kullanmaz.',
    servicesCookies:
      'Sitenin kendi çerezi yok; yukarıdaki hizmetler, siz kabul ettikten sonra kendi çerezlerini koyabilir.',
    termsHeading: 'Siteyi kim yayımlıyor',
    operator: (operator, address) => `Bu siteyi ${operator}${address ? ` (${address})` : ''} işletir.`,
    governingLaw: (law) => `Bu koşullara ${law} uygulanır.`,
  },
  pages: {
    home: 'Ana sayfa',
    authors: 'Yazarlar',
    aboutUs: 'Hakkımızda',
    privacyPolicy: 'Gizlilik Politikası',
    terms: 'Kullanım Koşulları',
    sitemap: 'Site haritası',
  },
  home: { topTales: 'Öne çıkanlar', updatedArticles: 'Güncellenen makaleler', moreArticles: 'Daha fazla güzel makale' },
  article: {
    by: 'Yazar:',
    published: 'Yayın',
    updated: 'Güncelleme',
    readingTime: (minutes) => `${minutes} dk okuma`,
    related: 'İlgili makaleler',
    breadcrumb: 'Sayfa yolu',
    copyLink: {
      copy: 'Bağlantıyı kopyala',
      copied: 'Bağlantı kopyalandı',
      failed: 'Kopyalanamadı: adres çubuğundan kopyalayın',
    },
    penNameByline: 'Yazar adı takma addır; yazı yapay zekâ yardımıyla yazıldı.',
    howArticlesAreMade: 'Yazılarımız nasıl hazırlanıyor?',
    reviewedBy: 'Kontrol eden:',
    reviewedOn: ',',
    whatChanged: 'Neler değişti',
    table: 'Tablo, yana kaydırılır',
    penNames:
      'Yazılarımızdaki yazar adları takma addır, gerçek kişilere ait değildir: her biri sitenin bir konusunu temsil eder ve biyografisi o konuyu anlatır. Yazılar yapay zekâ yardımıyla yazılır ve yayımlanmadan önce kontrol edilir.',
    penNamePerson: (site) => `${site} sitesinde kullanılan bir takma ad. Yazılar yapay zekâ yardımıyla yazılır.`,
  },
  tableOfContents: {
    label: 'İçindekiler',
    linkToSection: (heading) => `Bu bölümün bağlantısı: ${heading}`,
  },
  series: {
    all: 'Tüm seriler',
    allDescription: (siteTitle) => `${siteTitle} serileri: sırayla, bölüm bölüm okunacak rehberler.`,
    none: 'Henüz seri yok.',
    label: 'Seri',
    partOf: (part, total) => `Bölüm ${part} / ${total}`,
    previous: 'Önceki bölüm',
    next: 'Sonraki bölüm',
    partsCount: (count) => `${count} bölümlük seri`,
    part: (part) => `Bölüm ${part}`,
  },
  listing: {
    empty: 'Burada henüz makale yok.',
    moreIn: (subcategory) => `${subcategory}: daha fazlası`,
    allIn: (count, subcategory) => `${subcategory}: ${count} makalenin tümü`,
    articlesBy: (author) => `${author} makaleleri`,
  },
  pagination: {
    label: 'Liste sayfaları',
    newest: 'En yeni makaleler',
    newer: 'Daha yeni makaleler',
    older: 'Daha eski makaleler',
    archivePage: (page) => `Arşiv, sayfa ${page}`,
  },
  sitemap: {
    pages: 'Sayfalar',
    everyArticleIn: (category, count) => `${category}: ${count} makalenin tümü`,
    categoryHeading: (category) => `Site haritası: ${category}`,
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    lead: 'Aradığınız sayfa yok ya da taşınmış.',
    backTo: (siteTitle) => `${siteTitle} ana sayfasına dönün`,
    orBrowse: 'ya da şuraya göz atın:',
    sitemapLink: 'site haritası',
  },
  serverError: {
    title: 'Bir şeyler ters gitti',
    lead: 'Bu sayfa yüklenemedi. Lütfen biraz sonra tekrar deneyin.',
    backHome: 'Ana sayfaya dön',
  },
  offline: {
    title: 'Çevrimdışısınız',
    lead: 'Bu sayfa henüz bu cihaza kaydedilmedi, bu yüzden bağlantı gerekiyor. Burada daha önce okuduğunuz sayfalar bağlantı olmadan da açılır.',
    tryAgain: 'Tekrar deneyin',
    backTo: (siteTitle) => `${siteTitle} ana sayfasına dönün`,
  },
  sponsored: {
    headings: ['Önerilen iş ortakları', 'Sponsorlarımızdan', 'Ortaklarımızın teklifleri', 'Sponsorlu öneriler'],
    sponsored: 'Sponsorlu',
    marking: (advertiser, erid) =>
      erid ? `Reklam veren: ${advertiser}. erid: ${erid}` : `Reklam veren: ${advertiser}`,
  },
  consent: {
    label: 'Gizlilik tercihiniz',
    lead: (services) =>
      `İzin verirseniz bu site tarayıcınızda şu hizmetleri çalıştırır: ${services}. İzniniz olmadan hiçbiri yüklenmez.`,
    data: (operator, cookies) =>
      `Siteyi ${operator} işletir; hizmetler IP adresinizi${cookies ? ` ve ${cookies} çerezini` : ''} alır.`,
    policy: { lead: 'Ayrıntılar:', link: 'gizlilik politikası' },
    storage:
      'Seçiminizi her sayfanın altındaki “Gizlilik tercihleri” bağlantısından istediğiniz zaman değiştirebilirsiniz.',
    purposes: { analytics: 'analiz', advertising: 'reklam' },
    accept: 'Kabul et',
    decline: 'Reddet',
    withdrawn: 'Seçiminiz kaydedildi: betikler açtığınız bir sonraki sayfadan itibaren çalışmaz.',
    current: {
      accepted: 'İzin verdiniz: hizmetler çalışıyor. İzninizi geri almak için Reddet’i seçin.',
      declined: 'Reddettiniz: hizmetler çalışmıyor. İzin vermek için Kabul et’i seçin.',
    },
  },
  reading: { updatedOn: 'Güncellendi', printSource: 'Kaynak' },
  socialImage: {
    byline: (author) => `Yazar: ${author}`,
    articleAlt: ({ title, author, category, brand }) =>
      `${asSentence(`${title} — ${category} bölümünden bir yazı, yazar: ${author}`)} ${brand}`,
    pageAlt: ({ title, context, brand }) => `${asSentence(context ? `${title} (${context})` : title)} ${brand}`,
  },
};
