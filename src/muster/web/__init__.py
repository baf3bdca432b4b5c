"""The table link (issue 28): the campaign's pages for the players' phones and the table's TV, served on the local
network (:mod:`muster.web.link`; the server itself, tornado, in :mod:`muster.web.server`). Imported only when the
link starts: start-up pays for none of it."""
