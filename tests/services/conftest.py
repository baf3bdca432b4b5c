"""Service tests read Muster's own English source texts: a translator a window test installed earlier in the same
worker (English plural forms, or Russian) is set aside for each test and put back after it."""

import pytest

from muster import i18n


@pytest.fixture(autouse=True)
def plain_english():
    translate, number = i18n.hooks()
    language = i18n.language()
    i18n.install(None)
    yield
    i18n.install(translate, number, language)
