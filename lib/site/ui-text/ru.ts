import type { UiText } from './types';

export const ru: UiText = {
  skipToContent: 'Перейти к содержанию',
  banner: 'Баннер',
  loadingPage: 'Загружаем страницу…',
  navigatedTo: 'Открыта страница: {title}',
  search: {
    label: 'Поиск по статьям',
    placeholder: 'Поиск',
    results: 'Результаты поиска',
    searching: 'Ищем…',
    loadFailed: 'Не удалось загрузить поисковый индекс. Попробуйте ещё раз.',
    noMatch: 'По запросу «{query}» статей не найдено.',
    showMore: 'Показать ещё {count} (не показано: {remaining})',
  },
  menu: { menu: 'Меню', order: 'Разделы', more: 'Ещё', moreIn: 'Ещё в разделе «{category}»', categories: 'Разделы' },
  footer: {
    siteNav: 'Сайт',
    categoriesNav: 'Разделы сайта',
    video: 'Видео',
    facebook: 'Facebook',
    instagram: 'Instagram',
    vk: 'ВКонтакте',
    telegram: 'Telegram',
    x: 'X',
    logoAlt: (siteTitle) => `Логотип «${siteTitle}»`,
    privacyChoices: 'Настройки конфиденциальности',
  },
  responsibleGambling: {
    ageMark: (ageLimit) => `${ageLimit}+`,
    helpLead: 'Игра перестала быть игрой? Бесплатная и анонимная помощь:',
    noteLabel: 'Играйте в пределах лимита',
    note: (ageLimit) =>
      `Материалы для читателей от ${ageLimit} лет. Ставки и покер стоят денег: определите лимит до начала игры и остановитесь, когда его достигнете.`,
  },
  legal: {
    privacyHeading: 'Что сайт хранит и кому передаёт',
    operator: (operator, address) => `Оператор сайта: ${operator}${address ? `, ${address}` : ''}.`,
    contact: 'Вопросы о ваших данных направляйте по адресу',
    noAccounts:
      'На сайте нет регистрации, форм и комментариев. Поиск работает в вашем браузере: то, что вы вводите, никуда не отправляется.',
    serverLogs: (days) =>
      `Как и любой хостинг, серверы, которые отдают страницы, записывают каждый запрос (IP-адрес, время, страницу, адрес, с которого вы пришли, и браузер), чтобы сайт работал и был защищён. Срок хранения журналов (дней): ${days}, затем они удаляются.`,
    offlineCopies:
      'Ваш браузер хранит копии прочитанных страниц (service worker), чтобы они открывались без подключения. Копии остаются на вашем устройстве; очистка данных сайта в браузере их удаляет.',
    noThirdParties: 'Сайт не устанавливает cookie и не использует сервисы аналитики и рекламы.',
    thirdPartiesIntro:
      'Сайт не устанавливает собственных cookie. Он использует следующие сторонние сервисы, которые могут устанавливать свои cookie:',
    termsHeading: 'Кто издаёт сайт',
    governingLaw: (law) => `К этим условиям применяется ${law}.`,
  },
  pages: {
    home: 'Главная',
    authors: 'Авторы',
    aboutUs: 'О нас',
    privacyPolicy: 'Политика конфиденциальности',
    terms: 'Условия использования',
    sitemap: 'Карта сайта',
  },
  home: { topTales: 'Главное', updatedArticles: 'Обновлённые статьи', moreArticles: 'Ещё хорошие статьи' },
  article: {
    by: 'Автор:',
    published: 'Опубликовано',
    updated: 'Обновлено',
    // "Чтение: 5 мин" reads right for every number, with no plural forms to choose.
    readingTime: (minutes) => `чтение: ${minutes} мин`,
    related: 'Похожие статьи',
    breadcrumb: 'Навигационная цепочка',
    copyLink: {
      copy: 'Копировать ссылку',
      copied: 'Ссылка скопирована',
      failed: 'Не получилось: скопируйте адрес из адресной строки',
    },
  },
  listing: {
    empty: 'Здесь пока нет статей.',
    moreIn: (subcategory) => `Ещё в разделе «${subcategory}»`,
    // "Статей: 12" needs no plural forms.
    allIn: (count, subcategory) => `Все статьи раздела «${subcategory}» (статей: ${count})`,
    articlesBy: (author) => `Статьи автора: ${author}`,
  },
  pagination: {
    label: 'Страницы списка',
    previous: 'Назад',
    next: 'Вперёд',
    page: (page) => `Страница ${page}`,
    pageOf: (page, pages) => `Страница ${page} из ${pages}`,
  },
  sitemap: {
    pages: 'Страницы',
    // "статей: 12" needs no plural forms.
    everyArticleIn: (category, count) => `Все статьи раздела «${category}» (статей: ${count})`,
    categoryHeading: (category) => `Карта сайта: ${category}`,
  },
  notFound: {
    title: 'Страница не найдена',
    lead: 'Такой страницы нет или она переехала.',
    backTo: (siteTitle) => `Вернуться на «${siteTitle}»`,
    orBrowse: 'или загляните в',
    sitemapLink: 'карту сайта',
  },
  serverError: {
    title: 'Что-то пошло не так',
    lead: 'Страницу не удалось загрузить. Попробуйте ещё раз чуть позже.',
    backHome: 'На главную',
  },
  offline: {
    title: 'Нет подключения к сети',
    lead: 'Эта страница ещё не сохранена на устройстве, поэтому ей нужна сеть. Страницы, которые вы уже читали здесь, откроются и без неё.',
    tryAgain: 'Попробовать снова',
    backTo: (siteTitle) => `На главную «${siteTitle}»`,
  },
  sponsored: {
    headings: ['Рекомендуемые партнёры', 'От наших спонсоров', 'Предложения партнёров', 'Спонсорская подборка'],
    sponsored: 'Реклама',
    newAddress: 'Новый адрес',
  },
  consent: {
    label: 'Ваш выбор о конфиденциальности',
    lead: (services) =>
      `С вашего согласия сайт запускает в вашем браузере эти сервисы: ${services}. Пока вы не выбрали, ничего из них не загружается.`,
    storage:
      'Выбор хранится в локальном хранилище этого браузера, а не в cookie. Изменить его можно в любой момент по ссылке «Настройки конфиденциальности» внизу каждой страницы.',
    purposes: { analytics: 'аналитика', advertising: 'реклама' },
    accept: 'Принять',
    decline: 'Отклонить',
    withdrawn: 'Выбор сохранён: со следующей открытой страницы скрипты не запускаются.',
  },
};
