import type { UiText } from './types';

export const tr: UiText = {
  skipToContent: 'İçeriğe geç',
  banner: 'Afiş',
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
  },
  responsibleGambling: {
    ageMark: (ageLimit) => `${ageLimit}+`,
    helpLead: 'Oyun kontrolden mi çıktı? Ücretsiz ve gizli destek:',
    noteLabel: 'Sınırınızın içinde oynayın',
    note: (ageLimit) =>
      `${ageLimit} yaş ve üzeri okurlar içindir. Bahis ve poker para ister: oynamadan önce bir sınır belirleyin ve o sınıra gelince durun.`,
  },
  legal: {
    privacyHeading: 'Bu site neyi saklar, kiminle paylaşır',
    operator: (operator, address) => `Bu siteyi ${operator}${address ? ` (${address})` : ''} işletir.`,
    contact: 'Verilerinizle ilgili sorular için',
    noAccounts:
      'Sitede üyelik, form ya da yorum yok. Arama tarayıcınızda çalışır: yazdıklarınız ne bize ne de başkasına gönderilir.',
    serverLogs: (days) =>
      `Her web sunucusu gibi, sayfaları sunan sunucular da siteyi çalışır ve güvenli tutmak için her isteği (IP adresi, saat, sayfa, geldiğiniz sayfa ve tarayıcı) kaydeder; kayıtlar ${days} gün sonra silinir.`,
    offlineCopies:
      'Tarayıcınız okuduğunuz sayfaların kopyalarını saklar (service worker), böylece bağlantı olmadan da açılırlar. Kopyalar cihazınızda kalır; tarayıcıda bu sitenin verilerini silince kaybolurlar.',
    noThirdParties: 'Site çerez kullanmaz; analiz ya da reklam betiği çalıştırmaz.',
    thirdPartiesIntro: 'Sitenin kendi çerezi yok. Kendi çerezlerini koyabilecek şu üçüncü taraf hizmetleri kullanır:',
    termsHeading: 'Siteyi kim yayımlıyor',
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
  },
  listing: {
    empty: 'Burada henüz makale yok.',
    moreIn: (subcategory) => `${subcategory}: daha fazlası`,
    allIn: (count, subcategory) => `${subcategory}: ${count} makalenin tümü`,
    articlesBy: (author) => `${author} makaleleri`,
  },
  pagination: {
    label: 'Liste sayfaları',
    previous: 'Önceki',
    next: 'Sonraki',
    page: (page) => `Sayfa ${page}`,
    pageOf: (page, pages) => `Sayfa ${page} / ${pages}`,
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
    newAddress: 'Yeni adres',
  },
  consent: {
    label: 'Gizlilik tercihiniz',
    lead: (services) =>
      `İzin verirseniz bu site tarayıcınızda şu hizmetleri çalıştırır: ${services}. Siz seçim yapana kadar hiçbiri yüklenmez.`,
    storage:
      'Seçiminiz çerezde değil, bu tarayıcının yerel depolamasında tutulur. Her sayfanın altındaki “Gizlilik tercihleri” bağlantısından istediğiniz zaman değiştirebilirsiniz.',
    purposes: { analytics: 'analiz', advertising: 'reklam' },
    accept: 'Kabul et',
    decline: 'Reddet',
    withdrawn: 'Seçiminiz kaydedildi: betikler açtığınız bir sonraki sayfadan itibaren çalışmaz.',
  },
};
